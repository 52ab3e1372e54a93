import { createStore } from 'zustand/vanilla';
import type { QueryRequest } from '../../shared/api-contract';
import { MAX_HIDDEN_REPLY_CALLS, MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { errorMessage } from '../../shared/config/error-messages';
import { DEFAULT_PROVIDER } from '../../shared/config/models';
import type { FollowUp } from '../../shared/follow-up-limits';
import { createFrameBatcher, type ScheduleFlush } from '../lib/frame-batcher';
import type { StreamReplyOptions } from './fetch-reply';
import { describeReplyError } from './reply-error';
import {
  cacheKey,
  initialReplyState,
  MAIN_VIEW,
  selectView,
  without,
  withVersion,
  type CacheEntry,
  type ReadableStore,
  type ReplyFailure,
  type ReplyState,
  type ViewState,
} from './reply-state';

export interface ReplyControllerDeps {
  /** The transport (fetch-reply.ts, given by page-replies.ts): it reports each piece, a wait, and how the call ended. */
  streamReply: (request: QueryRequest, options: StreamReplyOptions) => Promise<void>;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Runs `flush` once, soon: batches streamed pieces into one render (an animation frame in the page). */
  scheduleFlush: ScheduleFlush;
}

/**
 * A follow-up (DESIGN.md, Refine). `compose` makes the version from what streamed so far (a passage
 * is spliced into the version on show); `onEnd` hears how it ended: null once it is the newest
 * version, else why not. A failed or stopped one leaves the cache, and the version on show, as they
 * were, and shows no failure over the reply.
 */
export interface RefineCall {
  followUp: FollowUp;
  compose: (received: string) => string;
  onEnd: (failure: ReplyFailure | null) => void;
}

/**
 * The cache as calls made another way read and write it: a long document's parts are cached like
 * any reply, so a part sent alone, or again, is not sent twice.
 */
export interface ReplyRecords {
  /** The complete reply cached for (prompt, model), if any. */
  cached(prompt: string, modelId: string, provider: string): string | undefined;
  /** Records a complete reply as the newest version of its (prompt, model). */
  record(prompt: string, modelId: string, provider: string, response: string, timeToResponse: number): void;
}

/** One place the cache is shown (reply-state.ts, ViewState), and what the person does there. */
export interface ReplyView {
  readonly id: string;
  /** The controller's one store: read it (selectShownReply, selectReplyStatus with this id), never write it. */
  readonly store: ReadableStore<ReplyState>;
  /** Shows the cached reply for (prompt, model), or sends the one request for it. */
  show(prompt: string, modelId: string, provider?: string): void;
  /** Shows nothing (a blank prompt, a long document, a comparison ended); a call of the pair shown goes on. */
  hide(): void;
  /** Sends the failed call on show again. */
  retry(): void;
  /** Forgets the failure on show (the person changed the text, or came back online). */
  dismissFailure(): void;
  /** Aborts the call on show, keeping what it streamed on show, marked as stopped and not cached. */
  stop(): void;
  /** Sends the pair on show again past the cache; the new reply becomes the newest version. */
  regenerate(): void;
  /** Shows an earlier (or later) complete reply to the pair on show. */
  showVersion(index: number): void;
  /** Refines the version on show (refine/): the answer streams in place as a new version. */
  refine(call: RefineCall): void;
}

/** The page's reply cache and its only writer. Its own methods are the single reply's view (MAIN_VIEW). */
export interface ReplyController extends ReplyView {
  /** Another view of the same cache (one compared model's article); the same object for the same id. */
  view(id: string): ReplyView;
  /** Whether the cache has an entry for (prompt, model): a complete reply, or the call in flight. */
  hasEntry(prompt: string, modelId: string, provider: string): boolean;
  /** A new submit: a stopped reply (which is not cached) no longer holds its pair back, in any view. */
  forgetStop(): void;
  /** The cache as a long document's parts read and write it. */
  records: ReplyRecords;
}

/** A (prompt, model) pair the controller sends for. */
type Pair = Pick<ReplyFailure, 'key' | 'prompt' | 'modelId' | 'provider'>;

/** A call in flight: enough to stop it, and to put the cache back as it was before it. */
interface InFlight {
  key: string;
  requestId: number;
  controller: AbortController;
  flush: () => void;
  /** The complete entry this call replaces (Regenerate), restored when it fails or is stopped. */
  previous: CacheEntry | undefined;
  /** A refinement: its end is told to it rather than shown, and its view goes back to the version it refined. */
  refine?: RefineCall & { viewId: string; shownVersion: number | null };
}

/**
 * The calls in flight, one per (prompt, model) key, in the order they were sent. A call goes on
 * when no view shows its pair any more (DESIGN.md, The second minute): it finishes into its own
 * cache entry and shows again when a view comes back to it; past `max` such calls, the oldest stop.
 */
function createCallsInFlight() {
  // A Map keeps insertion order: the first hidden ones are the oldest.
  const calls = new Map<string, InFlight>();
  return {
    add(call: InFlight) {
      calls.delete(call.key);
      calls.set(call.key, call);
    },
    get: (key: string | null) => (key === null ? undefined : calls.get(key)),
    /** Forgets the call once it has ended (a newer call for the same key stays). */
    remove(call: InFlight) {
      if (calls.get(call.key) === call) calls.delete(call.key);
    },
    /** The calls for pairs no view shows, past `max`, oldest first: the ones to stop. */
    hiddenPast(shown: ReadonlySet<string | null>, max: number): InFlight[] {
      const hidden = [...calls.values()].filter((call) => !shown.has(call.key));
      return hidden.slice(0, Math.max(0, hidden.length - max));
    },
  };
}

/** `views` with `change` applied to every view for which `which` holds. */
function mapViews(views: Record<string, ViewState>, which: (view: ViewState, id: string) => boolean, change: Partial<ViewState>): Record<string, ViewState> {
  let changed = false;
  const next = Object.fromEntries(
    Object.entries(views).map(([id, view]) => {
      if (!which(view, id)) return [id, view];
      changed = true;
      return [id, { ...view, ...change }];
    }),
  );
  return changed ? next : views;
}

export function createReplyController(deps: ReplyControllerDeps): ReplyController {
  const store = createStore<ReplyState>(initialReplyState);
  // The store goes out read-only: every write is one of the methods here.
  const readable: ReadableStore<ReplyState> = Object.freeze({
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
  });
  let lastRequestId = 0;
  const calls = createCallsInFlight();

  const setView = (viewId: string, change: Partial<ViewState>) =>
    store.setState((state) => ({ views: { ...state.views, [viewId]: { ...selectView(state, viewId), ...change } } }));
  const showing = (key: string) => (view: ViewState) => view.activeKey === key;
  const isCurrent = (key: string, requestId: number) => store.getState().entries[key]?.requestId === requestId;

  const updateEntry = (key: string, requestId: number, change: (entry: CacheEntry) => Partial<CacheEntry>) => {
    store.setState((state) => {
      const entry = state.entries[key];
      if (entry?.requestId !== requestId) return state; // A late reply for a request that no longer counts.
      return { entries: { ...state.entries, [key]: { ...entry, ...change(entry) } } };
    });
  };

  /**
   * Ends a call that did not complete: the cache goes back to the last complete reply, if any.
   * `failure` shows in the views showing the pair (none: they stay as they are); a refinement's is
   * told to it instead, and its view goes back to the version it refined.
   */
  const endIncomplete = (call: Pick<InFlight, 'key' | 'previous' | 'refine'>, failure: ReplyFailure | null) => {
    const { key, previous, refine } = call;
    store.setState((state) => ({
      entries: previous ? { ...state.entries, [key]: previous } : without(state.entries, key),
      views: refine
        ? mapViews(state.views, (_view, id) => id === refine.viewId, { shownVersion: refine.shownVersion })
        : failure
          ? mapViews(state.views, showing(key), { failure })
          : state.views,
    }));
    if (failure) refine?.onEnd(failure);
  };

  /** Aborts a call no view shows and forgets its half-filled entry, so coming back to its pair sends again. */
  const abortHidden = (call: InFlight) => {
    calls.remove(call);
    call.controller.abort();
    if (isCurrent(call.key, call.requestId)) endIncomplete(call, null);
  };

  const send = ({ key, prompt, modelId, provider }: Pair, viewId: string, refine?: RefineCall) => {
    const requestId = ++lastRequestId;
    const controller = new AbortController();
    const current = store.getState().entries[key];
    const previous = current?.status === 'complete' ? current : undefined;

    let received = '';
    const compose = refine?.compose ?? ((text: string) => text);
    // The transport reports into the entry: each batch of pieces (the first makes it streaming), a wait, its end.
    const { add: onDelta, flush } = createFrameBatcher<string>(deps.scheduleFlush, (pieces) =>
      updateEntry(key, requestId, () => ({ response: compose((received += pieces.join(''))), status: 'streaming' })),
    );
    const shownVersion = selectView(store.getState(), viewId).shownVersion;
    const call: InFlight = { key, requestId, controller, flush, previous, refine: refine && { ...refine, viewId, shownVersion } };
    calls.add(call);
    store.setState((state) => ({
      // The view that asked, and any other showing the pair, show this call from its first piece.
      views: mapViews(state.views, (view, id) => id === viewId || view.activeKey === key, { failure: null, shownVersion: null }),
      entries: {
        ...state.entries,
        [key]: { prompt, modelId, provider, response: compose(''), timeToResponse: null, status: 'sending', requestId },
      },
    }));

    const startedAt = deps.now();
    const request: QueryRequest = { provider, query: prompt, modelName: modelId, followUp: refine?.followUp };
    deps
      .streamReply(request, { signal: controller.signal, onDelta, onWait: (wait) => updateEntry(key, requestId, () => ({ wait: wait ?? undefined })) })
      .then(
        () => {
          if (controller.signal.aborted) return; // Stopped as the last piece arrived: stopped it stays.
          flush();
          const timeToResponse = (deps.now() - startedAt) / 1000;
          store.setState((state) => {
            const entry = state.entries[key];
            if (entry?.requestId !== requestId) return state;
            return withVersion(state, key, { ...entry, status: 'complete', timeToResponse }, { response: entry.response, timeToResponse });
          });
          refine?.onEnd(null);
        },
        (error: unknown) => {
          if (controller.signal.aborted || !isCurrent(key, requestId)) return;
          flush();
          const partial = store.getState().entries[key]?.response ?? '';
          // A call for a pair no view shows fails quietly: coming back to it sends again.
          endIncomplete(call, { key, prompt, modelId, provider, partial, ...describeReplyError(error), stopped: false });
        },
      )
      .finally(() => {
        calls.remove(call);
      });
  };

  const shownKeys = () => new Set(Object.values(store.getState().views).map((view) => view.activeKey));
  /** Stops the oldest calls past the limit for pairs no view shows (DESIGN.md, The second minute). */
  const limitHidden = () => {
    for (const call of calls.hiddenPast(shownKeys(), MAX_HIDDEN_REPLY_CALLS)) abortHidden(call);
  };

  const makeView = (id: string): ReplyView => {
    /** The pair on show, from its entry or its failure. */
    const activePair = (): Pair | undefined => {
      const state = store.getState();
      const { activeKey: key, failure } = selectView(state, id);
      if (key === null) return undefined;
      const source = failure?.key === key ? failure : state.entries[key];
      return source && { key, prompt: source.prompt, modelId: source.modelId, provider: source.provider };
    };
    /** Sends the pair on show again past the cache (Regenerate), or a refinement of it; not while it streams. */
    const sendAgain = (refine?: RefineCall) => {
      const pair = activePair();
      const status = pair && store.getState().entries[pair.key]?.status;
      if (pair && status !== 'sending' && status !== 'streaming') send(pair, id, refine);
    };
    return {
      id,
      store: readable,
      show(prompt, modelId, provider = DEFAULT_PROVIDER) {
        const key = cacheKey(prompt, modelId, provider);
        const { activeKey, failure } = selectView(store.getState(), id);
        if (key !== activeKey) setView(id, { activeKey: key, shownVersion: null });
        // A call for another pair goes on, but only so many of them.
        limitHidden();
        if (failure?.stopped && failure.key === key) return; // Stopped stays stopped till a submit.
        const entry = store.getState().entries[key];
        if (entry) {
          // Coming back to a pair whose Regenerate failed: its newest complete reply shows.
          if (failure?.key === key && entry.status === 'complete') setView(id, { failure: null });
          return;
        }
        if (prompt.length > MAX_QUERY_CHARS) {
          // Switching to a mode with a longer instruction can push submitted text over the limit.
          const reason = errorMessage('payload_too_large');
          setView(id, { failure: { key, prompt, modelId, provider, partial: '', reason, retryable: false, retryAfterSeconds: undefined, stopped: false } });
          return;
        }
        send({ key, prompt, modelId, provider }, id);
      },
      hide() {
        if (selectView(store.getState(), id).activeKey !== null) setView(id, { activeKey: null, shownVersion: null });
        limitHidden();
      },
      retry() {
        const { failure, activeKey } = selectView(store.getState(), id);
        if (failure?.retryable && failure.key === activeKey) send(failure, id);
      },
      dismissFailure() {
        if (selectView(store.getState(), id).failure) setView(id, { failure: null });
      },
      stop() {
        // Only the call on show: the person stops what they see.
        const call = calls.get(selectView(store.getState(), id).activeKey);
        if (!call) return;
        const { key, requestId, controller, flush } = call;
        flush();
        const entry = store.getState().entries[key];
        calls.remove(call);
        controller.abort();
        if (entry?.requestId !== requestId) return;
        const { prompt, modelId, provider, response: partial } = entry;
        endIncomplete(call, { key, prompt, modelId, provider, partial, reason: undefined, retryable: true, retryAfterSeconds: undefined, stopped: true });
      },
      regenerate: () => sendAgain(),
      refine: sendAgain,
      showVersion(index) {
        const state = store.getState();
        const { activeKey } = selectView(state, id);
        const count = activeKey === null ? 0 : (state.versions[activeKey]?.length ?? 0);
        if (index >= 0 && index < count) setView(id, { shownVersion: index });
      },
    };
  };

  const views = new Map<string, ReplyView>();
  const view = (id: string): ReplyView => {
    let made = views.get(id);
    if (!made) views.set(id, (made = makeView(id)));
    return made;
  };

  const controller: ReplyController = {
    ...makeView(MAIN_VIEW),
    view,
    hasEntry(prompt, modelId, provider) {
      return store.getState().entries[cacheKey(prompt, modelId, provider)] !== undefined;
    },
    forgetStop() {
      store.setState((state) => ({ views: mapViews(state.views, (v) => v.failure?.stopped === true, { failure: null }) }));
    },
    records: {
      cached(prompt, modelId, provider) {
        const entry = store.getState().entries[cacheKey(prompt, modelId, provider)];
        return entry?.status === 'complete' ? entry.response : undefined;
      },
      record(prompt, modelId, provider, response, timeToResponse) {
        const key = cacheKey(prompt, modelId, provider);
        store.setState((state) => {
          const status = state.entries[key]?.status;
          if (status === 'sending' || status === 'streaming') return state; // that single call owns the entry
          // A version too, so that the part sent alone shows this reply as any cached one.
          const entry: CacheEntry = { prompt, modelId, provider, response, timeToResponse, status: 'complete', requestId: 0 };
          return withVersion(state, key, entry, { response, timeToResponse });
        });
      },
    },
  };
  views.set(MAIN_VIEW, controller);
  return controller;
}
