import { BROWSER_MODEL_CONTEXT_DEFAULT, browserReplyTokens, BUILT_IN_MODEL, SLOW_REPLY_SECONDS, SPEED_PROBE_TOKENS } from '../../shared/config/browser-model';
import { BROWSER_PROVIDER_ID, LOCAL_PROVIDER_ID } from '../../shared/config/local-models';
import { conversationMessages, SYSTEM_PROMPT } from '../../shared/conversation-messages';
import { MODELS_API_PATH, type QueryRequest } from '../../shared/api-contract';
import wasmUrl from '@wllama/wllama/esm/wasm/wllama.wasm?url';
import { keepForOffline, OFFLINE_CACHES } from '../lib/offline-caches';
import { ReplyError, type ReplyTransport, type ReplyWait, type StreamReplyOptions } from '../lib/reply-transport';
import { findCatalogModel, type CatalogModel } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { expectedSeconds, recordSpeed, storedSpeed, wordsPerSecond, type DeviceSpeed } from './device-speed';
import { canStoreModels } from './model-files';
import { streamBuiltIn } from './built-in-transport';
import { roomFor } from './storage-room';
import { modelWorker, type ModelWorker } from './worker-client';
import type { FromWorker, ModelFile, WorkerFailure } from './worker-protocol';

/*
 * The reply path's transport for the provider `browser` (DESIGN.md, No key needed: In this
 * browser): the same prompt the server would build, answered on this device. Nothing of the text
 * leaves it: no call to the server's API.
 */

const FAILURE_CODES: Record<WorkerFailure, string> = {
  download: 'browser_model_failed',
  load: 'browser_model_failed',
  generate: 'browser_model_failed',
  storage: 'browser_model_no_room',
  too_long: 'too_long_for_model',
};
const failure = (event: Extract<FromWorker, { type: 'failed' }>) => new ReplyError(event.message, { code: FAILURE_CODES[event.reason] });

/** A fixed text for the first use's measure: long enough that reading it takes measurable time. */
const PROBE_TEXT = 'Rewrite this sentence so that it reads well: the quick brown fox jumps over the lazy dog while the sun sets slowly behind the hills.';

export const streamInBrowser: ReplyTransport = (request, options) =>
  request.modelName === BUILT_IN_MODEL.id ? streamBuiltIn(request, options) : streamFromFile(request, options, modelWorker());

/** The transport over a given worker: the page's, or a test's fake speaking the same protocol. */
export async function streamFromFile(request: QueryRequest, options: StreamReplyOptions, worker: ModelWorker): Promise<void> {
  const model = findCatalogModel(useModelStore.getState().catalog, { provider: BROWSER_PROVIDER_ID, modelId: request.modelName });
  if (!model?.url) throw new ReplyError('The browser model is not offered.', { code: 'model_unavailable' });
  if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined' || !canStoreModels()) {
    throw new ReplyError('This browser cannot run a model.', { code: 'browser_model_unsupported' });
  }
  const file: ModelFile = { id: model.id, url: model.url, bytes: model.bytes, contextTokens: model.contextTokens ?? BROWSER_MODEL_CONTEXT_DEFAULT };
  const wait = (next: ReplyWait) => options.onWait?.(next);
  options.signal.throwIfAborted();

  const stored = await ended(worker.request({ type: 'stored', model: file }, () => {}), worker, options.signal);
  if (stored.type === 'failed') throw failure(stored);
  if (stored.type === 'stored' && stored.bytes === null) await askToDownload(model, options);
  // Said at once: the first byte of a large file can take a moment to come.
  wait(stored.type === 'stored' && stored.bytes === null ? { kind: 'downloading', model: model.name, percent: 0 } : { kind: 'loading', model: model.name });

  const prepare = worker.request({ type: 'prepare', model: file }, (event) => {
    if (event.type === 'progress') wait({ kind: 'downloading', model: model.name, percent: percentOf(event.loaded, event.total) });
    if (event.type === 'loading') wait({ kind: 'loading', model: model.name });
  });
  const prepared = await ended(prepare, worker, options.signal, 'cancel');
  if (prepared.type === 'failed') throw failure(prepared);
  void keepForOffline(OFFLINE_CACHES.runtimes, [wasmUrl]);
  void keepForOffline(OFFLINE_CACHES.modelList, [MODELS_API_PATH]);

  let speed = storedSpeed(model.id);
  if (!speed) {
    wait({ kind: 'measuring', model: model.name });
    const probe = await generate(worker, [{ role: 'user', content: PROBE_TEXT }], SPEED_PROBE_TOKENS, options.signal, () => {});
    speed = recordSpeed(model.id, probe);
  }
  if (speed) wait(working(speed, request.query.length));

  let began = false;
  const timings = await generate(worker, conversationMessages(request), browserReplyTokens(file.contextTokens), options.signal, (text) => {
    if (!began) options.onWait?.(null);
    began = true;
    options.onDelta(text);
  });
  recordSpeed(model.id, timings);
}

/** The consent dialog (reply/wait-notice.tsx) answered: Download, or Cancel (nothing sent, the text kept). */
async function askToDownload(model: CatalogModel, options: StreamReplyOptions): Promise<void> {
  const room = await roomFor(model.bytes);
  const download = await new Promise<boolean>((resolve, reject) => {
    options.signal.addEventListener('abort', () => reject(options.signal.reason), { once: true });
    options.onWait?.({ kind: 'consent', model: model.name, bytes: model.bytes, builtIn: false, room, answer: resolve });
  });
  if (room) throw new ReplyError('There is not enough room for the model.', { code: 'browser_model_no_room' });
  if (!download) throw new ReplyError('The model was not downloaded.', { code: 'browser_model_declined' });
  // Kept until the person removes it, rather than when the browser runs short of space.
  await navigator.storage.persist?.().catch(() => false);
}

/** What the reply waits for once the model is ready: its speed here, and a warning where it will take minutes. */
function working(speed: DeviceSpeed, promptChars: number): ReplyWait {
  const seconds = expectedSeconds(speed, promptChars);
  const fasterOnServer = useModelStore.getState().catalog.some((p) => p.id === LOCAL_PROVIDER_ID);
  return { kind: 'working', wordsPerSecond: wordsPerSecond(speed), minutes: seconds > SLOW_REPLY_SECONDS ? Math.round(seconds / 60) : null, fasterOnServer };
}

function percentOf(loaded: number, total: number | undefined): number {
  return total ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** Streams one generation; Stop (the signal) ends it and rejects with the signal's reason. */
async function generate(worker: ModelWorker, messages: ReturnType<typeof conversationMessages>, maxTokens: number, signal: AbortSignal, onDelta: (text: string) => void) {
  const call = worker.request({ type: 'generate', system: SYSTEM_PROMPT, messages, maxTokens }, (event) => {
    if (event.type === 'delta' && !signal.aborted) onDelta(event.text);
  });
  const end = await ended(call, worker, signal, 'stop');
  if (end.type === 'failed') throw failure(end);
  if (end.type !== 'done') throw new ReplyError('The model in this browser stopped unexpectedly.', { code: 'browser_model_failed' });
  return end.timings;
}

/**
 * The request's last event; when `signal` aborts first, the worker is told (`cancel` or `stop`)
 * and this rejects with the signal's reason at once.
 */
function ended(call: ReturnType<ModelWorker['request']>, worker: ModelWorker, signal: AbortSignal, onAbort?: 'cancel' | 'stop'): Promise<FromWorker> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => {
      if (onAbort) worker.send({ type: onAbort, id: call.id });
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    call.ended.then((event) => {
      signal.removeEventListener('abort', abort);
      resolve(event);
    });
  });
}
