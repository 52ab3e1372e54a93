import { ERROR_TABLE } from '../../shared/config/error-table';
import { errorCause } from '../../shared/config/error-messages';
import { REPLY_LABELS } from '../../shared/config/messages';
import { ReplyError } from '../lib/reply-transport';

// The class is the transports' (lib/reply-transport.ts); the reply path names it from here.
export { ReplyError };

export interface ReplyErrorDescription {
  /** The cause, for a person: the error table's cause for the code (errorCause), so what a person
   * reads never depends on a proxy's body. It is the detail under SPEC.md's sentence: it neither
   * says to try again nor how long to wait (the Retry button counts that down). */
  reason: string | undefined;
  retryable: boolean;
  retryAfterSeconds: number | undefined;
  /** The browser was offline: the notice goes by itself when the connection comes back. */
  offline?: true;
}

/** What to show for a failed call; anything that is not a ReplyError (a bug) gets no reason and no retry. */
export function describeReplyError(error: unknown): ReplyErrorDescription {
  // The page opens offline from the service worker's cache, but a reply always needs the server.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { reason: REPLY_LABELS.offline, retryable: true, retryAfterSeconds: undefined, offline: true };
  }
  if (!(error instanceof ReplyError)) return { reason: undefined, retryable: false, retryAfterSeconds: undefined };
  return {
    reason: errorCause(error.code),
    retryable: ERROR_TABLE[error.code].retryable,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}
