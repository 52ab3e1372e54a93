import { createStore, type StoreApi } from 'zustand/vanilla';
import { createFrameBatcher, type ScheduleFlush } from '../../lib/frame-batcher';
import type { ReplyRecords } from '../reply-controller';
import { composePrompt } from '../../../shared/compose-prompt';
import { DOCUMENT_CONCURRENCY, MAX_COMBINE_ROUNDS } from '../../../shared/config/long-document';
import { sendCall, type CallDeps } from './send-call';
import { combiningAsCall } from './combine-call';
import { isActive, type DocumentState, type PartState } from './document-state';
import { joinParts, splitDocument, type DocumentPart } from '../../lib/split-document';
import { createWaker } from './wake-on-demand';

export interface DocumentRunDeps extends CallDeps {
  /** Runs `flush` once, soon: every part's pieces of one frame become one store update. */
  scheduleFlush: ScheduleFlush;
  /** Part replies are cached like any reply, by (prompt, model, provider), in the reply cache. */
  cache: ReplyRecords;
}

export interface DocumentInput {
  lead: string;
  parts: readonly DocumentPart[];
  instruction: string;
  modelId: string;
  provider: string;
  /** A last call combines the parts' replies (one-result modes). */
  combine: boolean;
  /** The longest text of one call to this model with this instruction: the combining call is cut by it too. */
  partMaxChars: number;
  /** How many combining rounds came before this run (a combining run is a document itself). */
  round?: number;
}

export interface DocumentRun {
  store: StoreApi<DocumentState>;
  modelId: string;
  provider: string;
  /** Stops every call in flight and sends nothing more; what arrived stays. */
  stop(): void;
  /** Sends one failed part again (0-based). */
  retryPart(index: number): void;
  /** Sends every failed call again, the combining call's included. */
  retryFailed(): void;
  /** Ends every wait for a rate limit now: the person chose not to wait (the calls may be refused). */
  sendNow(): void;
  /**
   * The connection is back: a call that failed offline no longer says so (DESIGN.md, The second
   * minute); it stays failed at its place, with its Retry, and nothing is sent until the person asks.
   */
  backOnline(): void;
}

/**
 * Sends a long document's parts in order, at most DOCUMENT_CONCURRENCY at a time (send-call.ts
 * says how each call waits and retries), shows each reply as it streams, and, for a one-result
 * mode, combines the replies with a last call under the same instruction. Cached parts send nothing.
 */
export function startDocument(deps: DocumentRunDeps, input: DocumentInput): DocumentRun {
  const { instruction, modelId, provider } = input;
  const startedAt = deps.now();
  const prompts = input.parts.map((part) => composePrompt(instruction, part.text));
  const store = createStore<DocumentState>(() => ({
    lead: input.lead,
    parts: input.parts.map((part, i): PartState => {
      const cached = deps.cache.cached(prompts[i] ?? '', modelId, provider);
      return { ...part, status: cached === undefined ? 'queued' : 'done', response: cached ?? '' };
    }),
    combine: input.combine && input.parts.length > 1 ? { status: 'queued', response: '' } : null,
    timeToResponse: null,
    stopped: false,
  }));
  const controllers = new Set<AbortController>();
  const waker = createWaker(deps.sleep);
  const callDeps = { ...deps, sleep: waker.sleep };
  let active = 0;
  let combining: DocumentRun | undefined;

  const setPart = (index: number, change: Partial<PartState>) =>
    store.setState((s) => ({ parts: s.parts.map((part, i) => (i === index ? { ...part, ...change } : part)) }));

  const pieces = createFrameBatcher<{ index: number; text: string }>(deps.scheduleFlush, (batch) => {
    const added = new Map<number, string>();
    for (const { index, text } of batch) added.set(index, (added.get(index) ?? '') + text);
    store.setState((s) => ({ parts: s.parts.map((part, i) => (added.has(i) ? { ...part, response: part.response + added.get(i) } : part)) }));
  });

  async function runPart(index: number): Promise<void> {
    const controller = new AbortController();
    controllers.add(controller);
    const sentAt = deps.now();
    const prompt = prompts[index] ?? '';
    const outcome = await sendCall(callDeps, { provider, query: prompt, modelName: modelId }, controller.signal, {
      sending: () => {
        pieces.flush(); // a retry starts the part's text again, after what the last try brought
        setPart(index, { status: 'sending', response: '', waitUntil: undefined, error: undefined });
      },
      waiting: (until) => setPart(index, { status: 'waiting', waitUntil: until }),
      delta: (text) => pieces.add({ index, text }),
    });
    controllers.delete(controller);
    pieces.flush();
    if (outcome.ok) {
      setPart(index, { status: 'done' });
      deps.cache.record(prompt, modelId, provider, store.getState().parts[index]?.response ?? '', (deps.now() - sentAt) / 1000);
    } else if (outcome.stopped) setPart(index, { status: 'stopped', waitUntil: undefined });
    else setPart(index, { status: 'failed', waitUntil: undefined, error: { reason: outcome.reason, retryable: outcome.retryable, offline: outcome.offline } });
  }

  function pump(): void {
    for (let i = 0; active < DOCUMENT_CONCURRENCY && !store.getState().stopped; i++) {
      const part = store.getState().parts[i];
      if (!part) break;
      if (part.status !== 'queued') continue;
      active += 1;
      setPart(i, { status: 'sending' });
      void runPart(i).finally(() => {
        active -= 1;
        pump();
        finishIfDone();
      });
    }
  }

  function startCombining(): void {
    const { lead, parts } = store.getState();
    const joined = joinParts(lead, parts, parts.map((part) => part.response));
    const split = splitDocument(joined, input.partMaxChars);
    const round = (input.round ?? 0) + 1;
    // Each round shortens the text; past the last one the replies are shown as they are.
    combining = startDocument(deps, { ...split, instruction, modelId, provider, combine: round < MAX_COMBINE_ROUNDS, round, partMaxChars: input.partMaxChars });
    const mirror = (state: DocumentState) => {
      store.setState({ combine: combiningAsCall(state) });
      if (state.timeToResponse !== null) store.setState({ timeToResponse: (deps.now() - startedAt) / 1000 });
    };
    combining.store.subscribe(mirror);
    mirror(combining.store.getState());
  }

  function finishIfDone(): void {
    const state = store.getState();
    if (state.stopped || state.timeToResponse !== null || !state.parts.every((part) => part.status === 'done')) return;
    if (state.combine === null) store.setState({ timeToResponse: (deps.now() - startedAt) / 1000 });
    else if (state.combine.status === 'queued') startCombining();
  }

  const run: DocumentRun = {
    store,
    modelId,
    provider,
    stop() {
      store.setState((s) => ({
        stopped: true,
        parts: s.parts.map((part) => (isActive(part) && part.status !== 'sending' ? { ...part, status: 'stopped', waitUntil: undefined } : part)),
        combine: s.combine && s.combine.status === 'queued' ? { ...s.combine, status: 'stopped' } : s.combine,
      }));
      for (const controller of controllers) controller.abort();
      combining?.stop();
    },
    retryPart(index) {
      if (store.getState().parts[index]?.status !== 'failed') return;
      store.setState({ stopped: false });
      setPart(index, { status: 'queued', error: undefined });
      pump();
    },
    retryFailed() {
      store.getState().parts.forEach((part, i) => part.status === 'failed' && run.retryPart(i));
      combining?.retryFailed();
    },
    sendNow() {
      deps.pacer.release();
      waker.wake();
      combining?.sendNow();
    },
    backOnline() {
      store.setState((s) => ({ parts: s.parts.map((part) => (part.error?.offline ? { ...part, error: { reason: undefined, retryable: true } } : part)) }));
      combining?.backOnline();
    },
  };
  pump();
  finishIfDone(); // every part was cached
  return run;
}
