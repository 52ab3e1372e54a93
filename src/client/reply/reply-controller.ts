import { createStore, type StoreApi } from 'zustand/vanilla';
import type { QueryRequest } from '../../shared/api-contract';
import { MAX_HIDDEN_REPLY_CALLS, MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { errorMessage } from '../../shared/config/error-messages';
import { DEFAULT_PROVIDER } from '../../shared/config/models';
import { createFrameBatcher, type ScheduleFlush } from '../lib/frame-batcher';
import { createCallsInFlight, type InFlight, type Pair, type RefineCall } from './calls-in-flight';
import type { StreamReplyOptions } from './fetch-reply';
import { describeReplyError } from './reply-error';
import { createReplyRecords, type ReplyRecords } from './reply-records';
import { cacheKey, initialReplyState, without, withVersion, type CacheEntry, type ReplyFailure, type ReplyState } from './reply-state';

export interface ReplyControllerDeps {
  streamReply: (request: QueryRequest, options: StreamReplyOptions) => Promise<void>;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Runs `flush` once, soon: batches streamed pieces into one render (an animation frame in the page). */
  scheduleFlush: ScheduleFlush;
}

export interface ReplyController {
  store: StoreApi<ReplyState>;
  /** A new submit: a stopped reply (which is not cached) no longer holds its pair back. */
  forgetStop(): void;
  /** Whether the cache has an entry for (prompt, model): a complete reply, or the call in flight. */
  hasEntry(prompt: string, modelId: string, provider: string): boolean;
  /** Shows the cached reply for (prompt, model), or sends the one request for it. */
  show(prompt: string, modelId: string, provider?: string): void;
  /** Sends the failed call on show again. */
  retry(): void;
  /** Forgets the failure on show (the person changed the text). */
  dismissFailure(): void;
  /** Aborts the call in flight, keeping what it streamed on show, marked as stopped and not cached. */
  stop(): void;
  /** Sends the pair on show again past the cache; the new reply becomes the newest version. */
  regenerate(): void;
  /** Shows an earlier (or later) complete reply to the pair on show. */
  showVersion(index: number): void;
  /** Refines the version on show (refine/): the answer streams in place as a new version. */
  refine(call: RefineCall): void;
  /** The cache as a long document's parts read and write it. */
  records: ReplyRecords;
}

export function createReplyController(deps: ReplyControllerDeps): ReplyController {
  const store = createStore<ReplyState>(initialReplyState);
  let lastRequestId = 0;
  const calls = createCallsInFlight();

  const isCurrent = (key: string, requestId: number) => store.getState().entries[key]?.requestId === requestId;

  const updateEntry = (key: string, requestId: number, change: (entry: CacheEntry) => Partial<CacheEntry>) => {
    store.setState((state) => {
      const entry = state.entries[key];
      if (entry?.requestId !== requestId) return state; // A late reply for a request that no longer counts.
      return { entries: { ...state.entries, [key]: { ...entry, ...change(entry) } } };
    });
  };

  /** Ends a call that did not complete: the cache goes back to the last complete reply, if any. */
  const endIncomplete = (key: string, previous: CacheEntry | undefined, failure: ReplyFailure | null, refine?: RefineCall) => {
    store.setState((state) => ({
      entries: previous ? { ...state.entries, [key]: previous } : without(state.entries, key),
      failure: refine ? state.failure : failure,
    }));
    if (failure) refine?.onEnd(failure);
  };

  /** Aborts a call and forgets its half-filled entry, so coming back to its pair sends again. */
  const abortCall = (call: InFlight) => {
    calls.remove(call);
    call.controller.abort();
    if (isCurrent(call.key, call.requestId)) endIncomplete(call.key, call.previous, store.getState().failure);
  };

  const send = ({ key, prompt, modelId, provider }: Pair, refine?: RefineCall) => {
    const requestId = ++lastRequestId;
    const controller = new AbortController();
    const current = store.getState().entries[key];
    const previous = current && !current.isLoading ? current : undefined;

    let received = '';
    const compose = refine?.compose ?? ((text: string) => text);
    const { add: onDelta, flush } = createFrameBatcher<string>(deps.scheduleFlush, (pieces) =>
      updateEntry(key, requestId, () => ({ response: compose((received += pieces.join(''))) })),
    );
    const call: InFlight = { key, requestId, controller, flush, previous, refine };
    calls.add(call);
    store.setState((state) => ({
      failure: null,
      shownVersion: null,
      entries: {
        ...state.entries,
        [key]: { prompt, modelId, provider, response: compose(''), timeToResponse: null, isLoading: true, requestId },
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
            return withVersion(state, key, { ...entry, isLoading: false, timeToResponse }, { response: entry.response, timeToResponse });
          });
          refine?.onEnd(null);
        },
        (error: unknown) => {
          if (controller.signal.aborted || !isCurrent(key, requestId)) return;
          flush();
          const { entries, activeKey, failure } = store.getState();
          const partial = entries[key]?.response ?? '';
          // A call for a pair not on show fails quietly: coming back to it sends again.
          const own: ReplyFailure = { key, prompt, modelId, provider, partial, ...describeReplyError(error), stopped: false };
          endIncomplete(key, previous, key === activeKey || refine ? own : failure, refine);
        },
      )
      .finally(() => {
        calls.remove(call);
      });
  };

  /** Sends the pair on show again past the cache (Regenerate), or a refinement of it; not while it streams. */
  const sendAgain = (refine?: RefineCall) => {
    const pair = activePair();
    if (pair && !store.getState().entries[pair.key]?.isLoading) send(pair, refine);
  };
  /** The pair on show, from its entry or its failure. */
  const activePair = (): Pair | undefined => {
    const { activeKey: key, entries, failure } = store.getState();
    if (key === null) return undefined;
    const source = failure?.key === key ? failure : entries[key];
    return source && { key, prompt: source.prompt, modelId: source.modelId, provider: source.provider };
  };

  return {
    store,
    forgetStop() {
      if (store.getState().failure?.stopped) store.setState({ failure: null });
    },
    hasEntry(prompt, modelId, provider) {
      return store.getState().entries[cacheKey(prompt, modelId, provider)] !== undefined;
    },
    show(prompt, modelId, provider = DEFAULT_PROVIDER) {
      const key = prompt === '' ? null : cacheKey(prompt, modelId, provider);
      const { activeKey, entries, failure } = store.getState();
      if (key !== activeKey) store.setState({ activeKey: key, shownVersion: null });
      // A call for another pair goes on (DESIGN.md, The second minute), but only so many of them.
      for (const call of calls.hiddenPast(key, MAX_HIDDEN_REPLY_CALLS)) abortCall(call);
      if (key === null || (failure?.stopped && failure.key === key)) return; // Stopped stays stopped till a submit.
      if (entries[key]) {
        // Coming back to a pair whose Regenerate failed: its newest complete reply shows.
        if (failure?.key === key && !entries[key].isLoading) store.setState({ failure: null });
        return;
      }
      if (prompt.length > MAX_QUERY_CHARS) {
        // Switching to a mode with a longer instruction can push submitted text over the limit.
        const reason = errorMessage('payload_too_large');
        store.setState({ failure: { key, prompt, modelId, provider, partial: '', reason, retryable: false, retryAfterSeconds: undefined, stopped: false } });
        return;
      }
      send({ key, prompt, modelId, provider });
    },
    retry() {
      const { failure, activeKey } = store.getState();
      if (failure?.retryable && failure.key === activeKey) send(failure);
    },
    dismissFailure() {
      store.setState({ failure: null });
    },
    stop() {
      // Only the call on show: the person stops what they see.
      const call = calls.get(store.getState().activeKey);
      if (!call) return;
      const { key, requestId, controller, flush, previous, refine } = call;
      flush();
      const entry = store.getState().entries[key];
      calls.remove(call);
      controller.abort();
      if (entry?.requestId !== requestId) return;
      const { prompt, modelId, provider, response: partial } = entry;
      endIncomplete(key, previous, { key, prompt, modelId, provider, partial, reason: undefined, retryable: true, retryAfterSeconds: undefined, stopped: true }, refine);
    },
    regenerate: () => sendAgain(),
    refine: sendAgain,
    showVersion(index) {
      const { activeKey, versions } = store.getState();
      const count = activeKey === null ? 0 : (versions[activeKey]?.length ?? 0);
      if (index >= 0 && index < count) store.setState({ shownVersion: index });
    },
    records: createReplyRecords(store),
  };
}
