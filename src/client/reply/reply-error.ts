import type { ErrorCode } from '../../shared/api-contract';
import { errorMessage, toErrorCode } from '../../shared/config/error-messages';
import { REPLY_LABELS } from '../../shared/config/messages';

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

/** Codes after which the same call may work when sent again (now, or after Retry-After). */
const RETRYABLE: Record<ErrorCode, boolean> = {
  invalid_json: false,
  invalid_request: false,
  payload_too_large: false,
  unsupported_media_type: false,
  forbidden_origin: false,
  rate_limited: true,
  not_found: false,
  provider_not_configured: false,
  provider_auth_failed: false,
  model_unavailable: false,
  upstream_too_large: false,
  upstream_rate_limited: true,
  upstream_unavailable: true,
  upstream_error: true,
  upstream_timeout: true,
  upstream_unreachable: true,
  upstream_bad_response: true,
  stream_interrupted: true,
  too_many_concurrent: true,
  server_busy: true,
  server_shutting_down: true,
  internal_error: true,
};

export interface ReplyErrorDescription {
  /** The cause, for a person: the shared catalogue's message for the code (the same text the server
   * sends), so what a person reads never depends on a proxy's body. */
  reason: string | undefined;
  retryable: boolean;
  retryAfterSeconds: number | undefined;
}

/** What to show for a failed call; anything that is not a ReplyError (a bug) gets no reason and no retry. */
export function describeReplyError(error: unknown): ReplyErrorDescription {
  // The page opens offline from the service worker's cache, but a reply always needs the server.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { reason: REPLY_LABELS.offline, retryable: true, retryAfterSeconds: undefined };
  }
  if (!(error instanceof ReplyError)) return { reason: undefined, retryable: false, retryAfterSeconds: undefined };
  return {
    reason: errorMessage(error.code, error.retryAfterSeconds),
    retryable: RETRYABLE[error.code],
    retryAfterSeconds: error.retryAfterSeconds,
  };
}
