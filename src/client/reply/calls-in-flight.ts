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

/** A (prompt, model) pair the controller sends for. */
export type Pair = Pick<ReplyFailure, 'key' | 'prompt' | 'modelId' | 'provider'>;

/** A call the reply controller has in flight: enough to stop it, and to put the cache back as it was before it. */
export interface InFlight {
  key: string;
  requestId: number;
  controller: AbortController;
  flush: () => void;
  /** The complete entry this call replaces (Regenerate), restored when it fails or is stopped. */
  previous: CacheEntry | undefined;
  /** A refinement (refine/): its end is told to it rather than shown. */
  refine?: RefineCall;
}

/**
 * The calls in flight, one per (prompt, model) key, in the order they were sent. A call goes on
 * when the person moves to another tab, persona or model (DESIGN.md, The second minute): it
 * finishes into its own cache entry and shows again when they come back.
 */
export interface CallsInFlight {
  add(call: InFlight): void;
  /** The call in flight for `key`, if any. */
  get(key: string | null): InFlight | undefined;
  /** Forgets the call once it has ended (a newer call for the same key stays). */
  remove(call: InFlight): void;
  /** The calls for pairs not on show past `max`, oldest first: the ones to stop. */
  hiddenPast(activeKey: string | null, max: number): InFlight[];
}

export function createCallsInFlight(): CallsInFlight {
  // A Map keeps insertion order: the first hidden ones are the oldest.
  const calls = new Map<string, InFlight>();
  return {
    add(call) {
      calls.delete(call.key);
      calls.set(call.key, call);
    },
    get: (key) => (key === null ? undefined : calls.get(key)),
    remove(call) {
      if (calls.get(call.key) === call) calls.delete(call.key);
    },
    hiddenPast(activeKey, max) {
      const hidden = [...calls.values()].filter((call) => call.key !== activeKey);
      return hidden.slice(0, Math.max(0, hidden.length - max));
    },
  };
}
