/// <reference lib="webworker" />
import { Wllama, type ChatCompletionChunk } from '@wllama/wllama';
import wasmUrl from '@wllama/wllama/esm/wasm/wllama.wasm?url';
import { downloadModel, type PartFile } from './model-download';
import { deleteStoredModel, modelsFolder, partName, storedModel, wholeName } from './model-files';
import { wllamaLoadParams, WLLAMA_SAMPLING } from './wllama-params';
import type { FromWorker, GenerationTimings, ModelFile, ToWorker, WorkerFailure } from './worker-protocol';

/*
 * The browser's model (DESIGN.md, No key needed: In this browser): llama.cpp compiled to
 * WebAssembly (wllama), in this worker so that the page never waits for it. The file is downloaded
 * into OPFS here, where a synchronous handle writes each piece where it belongs, and read from there
 * by wllama without a copy in memory.
 */
declare const self: DedicatedWorkerGlobalScope;

let wllama: Wllama | undefined;
let loadedId: string | undefined;
/** Requests that can be stopped: a download (`cancel`) or a generation (`stop`). */
const stoppable = new Map<number, AbortController>();
/** One thing at a time touches the model: a load, a generation, a removal. */
let queue: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
};

const post = (message: FromWorker) => self.postMessage(message);
const fail = (id: number, reason: WorkerFailure, error: unknown) => post({ type: 'failed', id, reason, message: error instanceof Error ? error.message : String(error) });

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'stored':
      void wholeFile(message.model).then((file) => post({ type: 'stored', id: message.id, bytes: file?.size ?? null }), (error) => fail(message.id, 'storage', error));
      return;
    case 'prepare':
      void prepare(message.id, message.model);
      return;
    case 'generate':
      void inTurn(() => generate(message));
      return;
    case 'cancel':
    case 'stop':
      stoppable.get(message.id)?.abort(new DOMException('Stopped', 'AbortError'));
      return;
    case 'remove':
      void inTurn(() => remove(message.id, message.modelId));
      return;
  }
};

/** The stored file where it is whole: a file of another size than the model's is not used, and goes. */
async function wholeFile(model: ModelFile): Promise<File | undefined> {
  const file = await storedModel(model.id);
  if (file && model.bytes !== undefined && file.size !== model.bytes) {
    await deleteStoredModel(model.id);
    return undefined;
  }
  return file;
}

async function prepare(id: number, model: ModelFile): Promise<void> {
  if (loadedId === model.id) return post({ type: 'ready', id });
  const stop = new AbortController();
  stoppable.set(id, stop);
  let file: File | undefined;
  try {
    file = (await wholeFile(model)) ?? (await download(id, model, stop.signal));
  } catch (error) {
    stoppable.delete(id);
    return fail(id, stop.signal.aborted ? 'download' : error instanceof DOMException && error.name === 'QuotaExceededError' ? 'storage' : 'download', error);
  }
  stoppable.delete(id);
  await inTurn(async () => {
    if (loadedId === model.id) return post({ type: 'ready', id });
    post({ type: 'loading', id });
    try {
      await wllama?.exit();
      loadedId = undefined;
      wllama = new Wllama({ default: wasmUrl }, { suppressNativeLog: true });
      await wllama.loadModel([file], wllamaLoadParams(model.contextTokens));
      loadedId = model.id;
      post({ type: 'ready', id });
    } catch (error) {
      wllama = undefined;
      fail(id, 'load', error);
    }
  });
}

/** Downloads into `<id>.gguf.part` (resuming what is there) and names it `<id>.gguf` once whole. */
async function download(id: number, model: ModelFile, signal: AbortSignal): Promise<File> {
  const folder = await modelsFolder();
  const handle = await folder.getFileHandle(partName(model.id), { create: true });
  const access = await handle.createSyncAccessHandle();
  const part: PartFile = {
    size: () => access.getSize(),
    write: (chunk, at) => void access.write(chunk, { at }),
    truncate: (size) => access.truncate(size),
    flush: () => access.flush(),
  };
  let size: number;
  try {
    size = await downloadModel({ url: model.url, bytes: model.bytes, part, signal, onProgress: (loaded, total) => post({ type: 'progress', id, loaded, total }) });
  } finally {
    access.close();
  }
  // Checked by size before it is used: the final name only ever holds a whole file.
  const written = await handle.getFile();
  if (written.size !== size) throw new Error(`the stored file has ${written.size} of ${size} bytes`);
  await (handle as FileSystemFileHandle & { move(name: string): Promise<void> }).move(wholeName(model.id));
  const file = await storedModel(model.id);
  if (!file) throw new Error('the stored file went missing');
  return file;
}

async function generate({ id, system, messages, maxTokens }: Extract<ToWorker, { type: 'generate' }>): Promise<void> {
  if (!wllama || loadedId === undefined) return fail(id, 'generate', new Error('no model is loaded'));
  const stop = new AbortController();
  stoppable.set(id, stop);
  const started = performance.now();
  let firstAt: number | undefined;
  let pieces = 0;
  let last: ChatCompletionChunk | undefined;
  try {
    const stream = await wllama.createChatCompletion({
      messages: [{ role: 'system', content: system }, ...messages],
      stream: true,
      max_tokens: maxTokens,
      ...WLLAMA_SAMPLING,
      abortSignal: stop.signal,
    });
    for await (const chunk of stream) {
      last = chunk;
      const text = chunk.choices[0]?.delta.content;
      if (typeof text !== 'string' || text === '') continue;
      firstAt ??= performance.now();
      pieces++;
      post({ type: 'delta', id, text });
    }
    post({ type: 'done', id, timings: timingsOf(last, started, firstAt, pieces), stopped: false });
  } catch (error) {
    if (stop.signal.aborted) post({ type: 'done', id, timings: timingsOf(last, started, firstAt, pieces), stopped: true });
    // llama.cpp's own words for a prompt that does not fit the context.
    else fail(id, /exceed.*context/i.test(String(error instanceof Error ? error.message : error)) ? 'too_long' : 'generate', error);
  } finally {
    stoppable.delete(id);
  }
}

/** llama.cpp's own timings where the last chunk carries them, else what this worker saw. */
function timingsOf(last: ChatCompletionChunk | undefined, started: number, firstAt: number | undefined, pieces: number): GenerationTimings {
  const t = last?.timings;
  if (t && t.predicted_n > 0) return { promptTokens: t.prompt_n, promptMs: t.prompt_ms, completionTokens: t.predicted_n, completionMs: t.predicted_ms };
  const now = performance.now();
  return { promptTokens: 0, promptMs: (firstAt ?? now) - started, completionTokens: pieces, completionMs: now - (firstAt ?? now) };
}

async function remove(id: number, modelId: string): Promise<void> {
  try {
    if (loadedId === modelId) {
      await wllama?.exit();
      wllama = undefined;
      loadedId = undefined;
    }
    await deleteStoredModel(modelId);
    post({ type: 'removed', id });
  } catch (error) {
    fail(id, 'storage', error);
  }
}
