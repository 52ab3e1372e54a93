import type { FollowUp } from '../../shared/follow-up-limits';
import type { CacheEntry, ReplyFailure } from './reply-state';

/**
 * A follow-up (DESIGN.md, Refine). `compose` makes the version from what streamed so far (a passage
 * is spliced into the version on show); `onEnd` hears how it ended: null once it is the newest
 * version, else why not. A failed or stopped one leaves the cache as it was and shows no failure.
 */
export interface RefineCall {
  followUp: FollowUp;
  compose: (received: string) => string;
  onEnd: (failure: ReplyFailure | null) => void;
}

/** The call in flight: enough to stop it, and to put the cache back as it was before it. */
export interface InFlight {
  key: string;
  requestId: number;
  controller: AbortController;
  flush: () => void;
  /** The complete entry this call replaces (Regenerate), restored when it fails or is stopped. */
  previous: CacheEntry | undefined;
  refine: RefineCall | undefined;
}

export type Pair = Pick<ReplyFailure, 'key' | 'prompt' | 'modelId' | 'provider'>;
