import type { StoreApi } from 'zustand/vanilla';
import type { ReplyWait } from './fetch-reply';
import { DEFAULT_PROVIDER } from '../../shared/config/models';

/**
 * Where a call stands, as its transport reports it: sent and nothing come yet (the transport may
 * say why it waits, `wait`), text arriving, or done.
 */
export type CallStatus = 'sending' | 'streaming' | 'complete';

/** A cached reply for one (prompt, model) pair (SPEC.md section 3, Query cache entry). */
export interface CacheEntry {
  prompt: string;
  modelId: string;
  /** The model's provider: the same model id may be offered by several. */
  provider: string;
  /** Markdown received so far; the whole reply once `status` is complete. */
  response: string;
  /** Seconds from send to the last piece, once done. */
  timeToResponse: number | null;
  status: CallStatus;
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

/**
 * One place the cache is shown: the single reply (MAIN_VIEW), or one article of a comparison.
 * Every view reads the same entries and versions; what it shows of them is its own.
 */
export interface ViewState {
  /** The (prompt, model) pair on show, or null when hidden (before a submit, a blank prompt, a document). */
  activeKey: string | null;
  /** A failed or stopped call of the pair on show. */
  failure: ReplyFailure | null;
  /** The version on show for the active key, as an index into its versions; null for the newest. */
  shownVersion: number | null;
}

/** The single reply's view: the selected model's reply, also the first article of a comparison. */
export const MAIN_VIEW = 'main';

export interface ReplyState {
  entries: Record<string, CacheEntry>;
  /** Every complete reply per key, oldest first, kept for the page's life; the cache entry is the last. */
  versions: Record<string, ReplyVersion[]>;
  views: Record<string, ViewState>;
}

/** The reply store as everyone but its controller sees it: read and subscribed to, never written. */
export type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

export const HIDDEN_VIEW: ViewState = Object.freeze({ activeKey: null, failure: null, shownVersion: null });

export function initialReplyState(): ReplyState {
  return { entries: {}, versions: {}, views: { [MAIN_VIEW]: HIDDEN_VIEW } };
}

/** A view's state; a view never shown is hidden. */
export const selectView = (state: ReplyState, viewId: string = MAIN_VIEW): ViewState => state.views[viewId] ?? HIDDEN_VIEW;

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

/**
 * What a view shows, in one word: every view (the single reply, each compared article, Escape for
 * them all) reads it from here and works nothing out itself.
 */
export type ReplyStatus = 'idle' | CallStatus | 'failed' | 'stopped';

/** The status of what `viewId` shows: its failure first (shown instead of the entry), then its entry's call. */
export function selectReplyStatus(state: ReplyState, viewId: string = MAIN_VIEW): ReplyStatus {
  const { activeKey, failure } = selectView(state, viewId);
  if (activeKey === null) return 'idle';
  if (failure?.key === activeKey) return failure.stopped ? 'stopped' : 'failed';
  return state.entries[activeKey]?.status ?? 'idle';
}

/** Whether a call is under way: Stop and Escape apply, the controls of a complete reply wait. */
export const isInFlight = (status: ReplyStatus): status is 'sending' | 'streaming' => status === 'sending' || status === 'streaming';

const NO_VERSIONS: readonly ReplyVersion[] = [];

/** What the reply area shows of the pair on show; how it stands is selectReplyStatus's. */
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

export function selectShownReply(state: ReplyState, viewId: string = MAIN_VIEW): ShownReply {
  const view = selectView(state, viewId);
  const key = view.activeKey;
  if (key === null) return { entry: undefined, failure: undefined, versions: NO_VERSIONS, shownIndex: -1 };
  const versions = state.versions[key] ?? NO_VERSIONS;
  return {
    entry: state.entries[key],
    failure: view.failure?.key === key ? view.failure : undefined,
    versions,
    shownIndex: Math.min(view.shownVersion ?? versions.length - 1, versions.length - 1),
  };
}
