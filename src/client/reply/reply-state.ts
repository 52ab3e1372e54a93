import type { ReplyWait } from './fetch-reply';
import { DEFAULT_PROVIDER } from '../../shared/config/models';

/** A cached reply for one (prompt, model) pair (SPEC.md section 3, Query cache entry). */
export interface CacheEntry {
  prompt: string;
  modelId: string;
  /** The model's provider: the same model id may be offered by several. */
  provider: string;
  /** Markdown received so far; complete once isLoading is false. */
  response: string;
  /** Seconds from send to the last piece, once done. */
  timeToResponse: number | null;
  isLoading: boolean;
  requestId: number;
  /** Why a call in flight has shown nothing yet: the server's own model is being prepared, or busy. */
  wait?: ReplyWait;
}

/** One complete reply to a (prompt, model) pair; Regenerate adds another. */
export interface ReplyVersion {
  response: string;
  timeToResponse: number | null;
}

/**
 * A call that failed or that the person stopped: nothing of it is cached (the entry holds the last
 * complete version, if any), but what it showed and why stay on screen.
 */
export interface ReplyFailure {
  key: string;
  prompt: string;
  modelId: string;
  provider: string;
  /** Text that had streamed in before the failure. */
  partial: string;
  /** The cause, for a person. */
  reason: string | undefined;
  /** Whether sending the same prompt again may work; after `retryAfterSeconds` when one was given. */
  retryable: boolean;
  retryAfterSeconds: number | undefined;
  /** Stopped by the person rather than failed: shown as stopped, and not sent again on its own. */
  stopped: boolean;
  /** Failed because the browser was offline: the notice goes when the connection comes back. */
  offline?: true;
}

export interface ReplyState {
  /** The (prompt, model) pair on show, or null before a submit or for a blank prompt. */
  activeKey: string | null;
  entries: Record<string, CacheEntry>;
  failure: ReplyFailure | null;
  /** Every complete reply per key, oldest first, kept for the page's life; the cache entry is the last. */
  versions: Record<string, ReplyVersion[]>;
  /** The version on show for the active key, as an index into its versions; null for the newest. */
  shownVersion: number | null;
}

export function initialReplyState(): ReplyState {
  return { activeKey: null, entries: {}, failure: null, versions: {}, shownVersion: null };
}

export function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** JSON keeps the key unambiguous whatever characters the prompt holds. */
export function cacheKey(prompt: string, modelId: string, provider: string = DEFAULT_PROVIDER): string {
  return JSON.stringify([provider, modelId, prompt]);
}

/** The state once `version` is the newest complete reply to `key` (its cache entry given as `entry`). */
export function withVersion(state: ReplyState, key: string, entry: CacheEntry, version: ReplyVersion): Partial<ReplyState> {
  return {
    entries: { ...state.entries, [key]: entry },
    versions: { ...state.versions, [key]: [...(state.versions[key] ?? []), version] },
  };
}

const NO_VERSIONS: readonly ReplyVersion[] = [];

/** What the reply area shows of the pair on show. */
export interface ShownReply {
  /** The cache entry: the newest complete reply, or the call in flight. */
  entry: CacheEntry | undefined;
  /** A failed or stopped call on show; it is shown instead of the entry. */
  failure: ReplyFailure | undefined;
  /** The complete replies to the pair on show, oldest first (the state's own array, so selections stay equal). */
  versions: readonly ReplyVersion[];
  /** The index of the version on show. */
  shownIndex: number;
}

export function selectShownReply(state: ReplyState): ShownReply {
  const key = state.activeKey;
  if (key === null) return { entry: undefined, failure: undefined, versions: NO_VERSIONS, shownIndex: -1 };
  const versions = state.versions[key] ?? NO_VERSIONS;
  return {
    entry: state.entries[key],
    failure: state.failure?.key === key ? state.failure : undefined,
    versions,
    shownIndex: Math.min(state.shownVersion ?? versions.length - 1, versions.length - 1),
  };
}
