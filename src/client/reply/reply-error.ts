import type { ErrorCode } from '../../shared/api-contract';
import { errorMessage, toErrorCode } from '../../shared/config/error-messages';

/** A failed reply, with what the server said about it (its stable error code, Retry-After). */
export class ReplyError extends Error {
  readonly status: number | undefined;
  readonly code: ErrorCode;
  readonly retryAfterSeconds: number | undefined;

  /** `code` is what the wire said; one this build does not know is mapped by status. */
  constructor(message: string, details: { status?: number; code?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'ReplyError';
    this.status = details.status;
    this.code = toErrorCode(details.code, details.status);
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The reason shown under the generic fetch error: the shared catalogue's message for the code
 * (the same text the server sends), so what a person reads never depends on a proxy's body.
 */
export function describeReplyError(error: unknown): string | undefined {
  if (!(error instanceof ReplyError)) return undefined;
  return errorMessage(error.code, error.retryAfterSeconds);
}
