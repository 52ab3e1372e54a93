import { ERROR_TABLE, type ErrorCode, type ErrorStatus } from '../shared/config/error-table';

/** A failure the route answers with: a stable code, whose status and message come from ERROR_TABLE. */
export class ApiFailure extends Error {
  /** The code's status in the one table: no failure chooses its own. */
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    /** A more precise message than the table's (which field of the request was wrong, the wait). */
    message: string = ERROR_TABLE[code].message,
    /** Seconds, sent as Retry-After. */
    readonly retryAfter?: number,
    /** How far the server's own model is prepared (0–100), for `local_model_loading`. */
    readonly progress?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
    this.status = ERROR_TABLE[code].status;
  }

  toBody(): { error: { code: ErrorCode; message: string; progress?: number } } {
    return { error: { code: this.code, message: this.message, progress: this.progress } };
  }
}
