import { parseRetryAfter } from '../shared/retry-after';
import { SseLimitError } from '../shared/sse/read-sse-events';
import { ApiFailure } from './api-failure';
import { errorMessage } from '../shared/config/error-messages';
import { UpstreamConnectionError, UpstreamTimeoutError } from './providers/upstream-transport';

/** Raised while reading a stream when the provider stops early (x_groq.error, or no final chunk). */
export class StreamCutError extends Error {
  constructor() {
    super('upstream stream ended early');
    this.name = 'StreamCutError';
  }
}

/** Raised when the provider's reply is not what the wire format promises (or far larger than any reply). */
export class BadUpstreamReplyError extends Error {
  constructor() {
    super('upstream reply malformed');
    this.name = 'BadUpstreamReplyError';
  }
}

/** The provider answered with a status outside 2xx (its body is never passed on). */
export class UpstreamStatusError extends Error {
  constructor(
    readonly status: number,
    /** Its Retry-After header, as sent. */
    readonly retryAfter: string | undefined,
  ) {
    super(`upstream answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

export interface UpstreamErrorContext {
  /** The server's own deadline aborted the call. */
  timedOut: boolean;
  /** Part of the reply was already sent to the client. */
  midStream: boolean;
}

/**
 * Maps whatever the provider call threw to what the client is told. The provider's own message is
 * not passed on: it may name the key's organisation or echo part of the request.
 */
export function mapUpstreamError(error: unknown, context: UpstreamErrorContext): ApiFailure {
  // The server's own model says what went wrong in the API's terms already.
  if (error instanceof ApiFailure && !context.timedOut) return error;
  if (context.timedOut || error instanceof UpstreamTimeoutError) return new ApiFailure('upstream_timeout');
  if (error instanceof SseLimitError) {
    return error.limit === 'duration' ? new ApiFailure('upstream_timeout') : new ApiFailure('upstream_bad_response');
  }
  if (isBadReply(error)) return new ApiFailure('upstream_bad_response');
  if (error instanceof UpstreamStatusError) return fromStatus(error.status, error.retryAfter);
  if (context.midStream || error instanceof StreamCutError) return new ApiFailure('stream_interrupted');
  if (error instanceof UpstreamConnectionError) return new ApiFailure('upstream_unreachable');
  return new ApiFailure('upstream_error');
}

function fromStatus(status: number, retryAfterHeader: string | undefined): ApiFailure {
  switch (status) {
    case 401:
    case 403:
      return new ApiFailure('provider_auth_failed');
    case 404:
      return new ApiFailure('model_unavailable');
    case 413:
      return new ApiFailure('upstream_too_large');
    case 429: {
      const retryAfter = parseRetryAfter(retryAfterHeader);
      const message = errorMessage('upstream_rate_limited', retryAfter);
      return new ApiFailure('upstream_rate_limited', message, retryAfter);
    }
    case 498:
    case 503:
      return new ApiFailure('upstream_unavailable');
    default:
      return new ApiFailure('upstream_error');
  }
}

function isBadReply(error: unknown): boolean {
  return error instanceof BadUpstreamReplyError || error instanceof SyntaxError;
}

/** Failures worth one quick retry before anything reached the client. */
export function isTransient(error: unknown): boolean {
  if (error instanceof UpstreamStatusError) return error.status >= 500 || error.status === 498;
  return error instanceof UpstreamConnectionError;
}
