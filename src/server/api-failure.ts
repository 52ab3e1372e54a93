import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../shared/api-contract';
import { ERROR_MESSAGES } from '../shared/config/error-messages';

/** A failure the route answers with: status, stable code, a message for a person. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    /** Seconds, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  toBody(): { error: { code: ErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}
