import { createStore, type StoreApi } from 'zustand/vanilla';
import type { QueryRequest } from '../../shared/api-contract';
import { MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { errorMessage } from '../../shared/config/error-messages';
import type { StreamReplyOptions } from './fetch-reply';
import { DEFAULT_PROVIDER } from '../../shared/config/models';
import { describeReplyError } from './reply-error';
import { cacheKey, type CacheEntry, type ReplyState } from './reply-state';

export interface ReplyControllerDeps {
  streamReply: (request: QueryRequest, options: StreamReplyOptions) => Promise<void>;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Runs `flush` once, soon: batches streamed pieces into one render (an animation frame in the page). */
  scheduleFlush: (flush: () => void) => void;
}

export interface ReplyController {
  store: StoreApi<ReplyState>;
  submit(text: string): void;
  /** Shows the cached reply for (prompt, model), or sends the one request for it. */
  show(prompt: string, modelId: string, provider?: string): void;
  /** Sends the failed call on show again. */
  retry(): void;
  /** Forgets the failure on show (the person changed the text). */
  dismissFailure(): void;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

export function createReplyController(deps: ReplyControllerDeps): ReplyController {
  const store = createStore<ReplyState>(() => ({
    submittedText: '',
    submitCount: 0,
    activeKey: null,
    entries: {},
    failure: null,
  }));
  let lastRequestId = 0;
  let inFlight: { key: string; requestId: number; controller: AbortController } | null = null;

  const isCurrent = (key: string, requestId: number) => store.getState().entries[key]?.requestId === requestId;

  const updateEntry = (key: string, requestId: number, change: (entry: CacheEntry) => Partial<CacheEntry>) => {
    store.setState((state) => {
      const entry = state.entries[key];
      if (entry?.requestId !== requestId) return state; // A late reply for a request that no longer counts.
      return { entries: { ...state.entries, [key]: { ...entry, ...change(entry) } } };
    });
  };

  /** Aborts the request in flight and forgets its half-filled entry, so coming back re-sends. */
  const abortInFlight = () => {
    if (!inFlight) return;
    const { key, requestId, controller } = inFlight;
    inFlight = null;
    controller.abort();
    if (isCurrent(key, requestId)) store.setState((state) => ({ entries: without(state.entries, key) }));
  };

  const send = (key: string, prompt: string, modelId: string, provider: string) => {
    const requestId = ++lastRequestId;
    const controller = new AbortController();
    inFlight = { key, requestId, controller };
    store.setState((state) => ({
      failure: null,
      entries: {
        ...state.entries,
        [key]: { prompt, modelId, provider, response: '', timeToResponse: null, isLoading: true, requestId },
      },
    }));

    const startedAt = deps.now();
    let pending = '';
    let flushScheduled = false;
    const flush = () => {
      flushScheduled = false;
      if (pending === '') return;
      const text = pending;
      pending = '';
      updateEntry(key, requestId, (entry) => ({ response: entry.response + text }));
    };

    const request: QueryRequest = {
      provider,
      query: prompt,
      modelName: modelId,
    };
    deps
      .streamReply(request, {
        signal: controller.signal,
        onDelta: (text) => {
          pending += text;
          if (flushScheduled) return;
          flushScheduled = true;
          deps.scheduleFlush(flush);
        },
      })
      .then(
        () => {
          flush();
          updateEntry(key, requestId, () => ({ isLoading: false, timeToResponse: (deps.now() - startedAt) / 1000 }));
        },
        (error: unknown) => {
          if (controller.signal.aborted || !isCurrent(key, requestId)) return;
          flush();
          const partial = store.getState().entries[key]?.response ?? '';
          store.setState((state) => ({
            entries: without(state.entries, key),
            failure: { key, prompt, modelId, provider, partial, ...describeReplyError(error) },
          }));
        },
      )
      .finally(() => {
        if (inFlight?.requestId === requestId) inFlight = null;
      });
  };

  return {
    store,
    submit(text) {
      store.setState((state) => ({ submittedText: text, submitCount: state.submitCount + 1 }));
    },
    show(prompt, modelId, provider = DEFAULT_PROVIDER) {
      const key = prompt === '' ? null : cacheKey(prompt, modelId, provider);
      if (inFlight && inFlight.key !== key) abortInFlight();
      store.setState({ activeKey: key });
      if (key === null || store.getState().entries[key]) return;
      if (prompt.length > MAX_QUERY_CHARS) {
        // Switching to a mode with a longer instruction can push submitted text over the limit.
        store.setState({
          failure: { key, prompt, modelId, provider, partial: '', reason: errorMessage('payload_too_large'), retryable: false, retryAfterSeconds: undefined },
        });
        return;
      }
      send(key, prompt, modelId, provider);
    },
    retry() {
      const { failure } = store.getState();
      if (failure?.retryable && failure.key === store.getState().activeKey) send(failure.key, failure.prompt, failure.modelId, failure.provider);
    },
    dismissFailure() {
      store.setState({ failure: null });
    },
  };
}
