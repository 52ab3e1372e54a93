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

/**
 * The reason shown under the generic fetch error: the shared catalogue's message for the code
 * (the same text the server sends), so what a person reads never depends on a proxy's body.
 */
export function describeReplyError(error: unknown): string | undefined {
  if (!(error instanceof ReplyError)) return undefined;
  return errorMessage(error.code, error.retryAfterSeconds);
}
