import { ERROR_TABLE, type ErrorCode } from './error-table';

/** The message a person reads for `code` (ERROR_TABLE), with the wait when the server said how long. */
export function errorMessage(code: ErrorCode, retryAfterSeconds?: number): string {
  const rule = ERROR_TABLE[code];
  return rule.messageAfterWait && retryAfterSeconds !== undefined ? rule.messageAfterWait(retryAfterSeconds) : rule.message;
}

/** A last sentence that only says to try again, which SPEC.md's sentence on the page already says. */
const TRY_AGAIN = /^(?:please )?(?:wait a moment and )?try again\b/i;

/**
 * The cause alone, for the page's detail under SPEC.md's 'Please try again later.' (DESIGN.md, The
 * second minute): the message without its closing advice to try again, and never the wait (the
 * Retry button counts that down).
 */
export function errorCause(code: ErrorCode): string {
  const { message } = ERROR_TABLE[code];
  const end = message.lastIndexOf('. ');
  return end !== -1 && TRY_AGAIN.test(message.slice(end + 2)) ? message.slice(0, end + 1) : message;
}

/**
 * A code as the client knows it. A code this build does not know (a newer server) falls back by
 * HTTP status, so the person still gets a sensible message.
 */
export function toErrorCode(code: string | undefined, status: number | undefined): ErrorCode {
  // The table has a row for exactly the known codes (its type says so), so the page needs no
  // schema here: that keeps the API contract's schemas off the first-paint path.
  if (code !== undefined && Object.hasOwn(ERROR_TABLE, code)) return code as ErrorCode;
  if (status === 429) return 'rate_limited';
  if (status === 413) return 'payload_too_large';
  if (status === 504) return 'upstream_timeout';
  if (status !== undefined && status >= 500) return 'upstream_error';
  if (status !== undefined && status >= 400) return 'invalid_request';
  return 'internal_error';
}
