import { existsSync } from 'node:fs';
import { ApiFailure } from '../api-failure';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { LOCAL_MAX_REPLY_TOKENS, LOCAL_MODEL_LOADING_RETRY_S, LOCAL_MODEL_TEXT, LOCAL_PROVIDER_ID, LOCAL_PROVIDER_NAME } from '../../shared/config/local-models';
import { SERVER_BUSY_RETRY_AFTER_S } from '../../shared/config/scale-limits';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { ChatEventSink, ChatProvider, ChatRequest, ChatStream, ChatStreamEvent } from '../providers/chat-provider';
import { conversationMessages, SYSTEM_PROMPT } from '../../shared/conversation-messages';
import type { ProviderEntry } from '../providers/provider-registry';
import { downloadModel } from './download-model';
import { createGenerationQueue } from './generation-queue';
import type { LlamaRuntime } from './llama-runtime';
import { isGguf } from './model-file';
import { stem, type ModelSource } from './model-source';
import { terminalProgress } from './terminal-progress';

export interface LocalModelOptions {
  threads: number;
  contextTokens: number;
  parallel: number;
  maxWaiting: number;
  log: (line: string) => void;
  metrics: ServerMetrics;
  /** Where a download's progress bar goes (the terminal); tests leave it out. */
  progressOutput?: NodeJS.WriteStream;
  /** How often a waiting or reading call tells the route it is alive (keeps its deadline). */
  heartbeatMs?: number;
  /** The longest reply in tokens (default LOCAL_MAX_REPLY_TOKENS, about 800 words); tests ask for a few. */
  maxReplyTokens?: number;
}

/** What /readyz says of the server's model. */
export type LocalModelStatus = { state: 'loading'; percent: number } | { state: 'ready' } | { state: 'failed' };

export interface LocalModel {
  entry: ProviderEntry;
  status(): LocalModelStatus;
  /** Settles when the model is ready, or has failed (logged). */
  prepared: Promise<void>;
  close(): Promise<void>;
}

/** The reply needs room for at least this many tokens after the prompt, else the text is too long. */
const MIN_REPLY_TOKENS = 64;

/**
 * The provider `local` (DESIGN.md, No key needed): a GGUF model in this process, downloaded first
 * when it is not on disk, loaded at start (not at the first call). Calls made before it is ready
 * get 503 `local_model_loading` with the percent prepared; once ready, calls take turns through a
 * queue, a waiting stream hearing its place in `queued` events.
 */
export function createLocalModel(source: ModelSource, options: LocalModelOptions): LocalModel {
  const id = stem(source.fileName);
  let name = source.fallbackName;
  let status: LocalModelStatus = { state: 'loading', percent: 0 };
  let runtime: LlamaRuntime | undefined;
  const queue = createGenerationQueue(options.parallel, options.maxWaiting);
  options.metrics.watchLocalQueue(queue.waiting);
  const heartbeatMs = options.heartbeatMs ?? 5_000;

  const setPercent = (percent: number) => {
    if (status.state === 'loading') status = { state: 'loading', percent: Math.min(99, Math.max(status.percent, Math.floor(percent))) };
  };

  async function prepare(): Promise<void> {
    const downloading = source.download && !existsSync(source.path);
    if (source.download && downloading) {
      const { url, bytes } = source.download;
      options.log(`local model: downloading ${source.fileName}${bytes ? ` (${Math.round(bytes / 1_000_000)} MB)` : ''} into ${source.path}`);
      const bar = options.progressOutput && terminalProgress(`Downloading ${source.fileName}`, options.progressOutput);
      await downloadModel({ url, path: source.path, bytes, onProgress: (done, total) => (bar?.update(done, total), setPercent((done / total) * 90)) });
      bar?.end();
      if (!isGguf(source.path)) throw new Error(`${source.path} is not a GGUF model file`);
    }
    const llama = await import('./llama-runtime');
    name = (await llama.readModelName(source.path)) ?? name;
    const base = downloading ? 90 : 0;
    runtime = await llama.loadLlamaRuntime(source.path, {
      threads: options.threads,
      contextTokens: options.contextTokens,
      parallel: options.parallel,
      onProgress: (fraction) => setPercent(base + fraction * (100 - base)),
      log: options.log,
    });
    status = { state: 'ready' };
    options.log(`local model: ${name} ready (${options.threads} threads, ${runtime.contextTokens} tokens of context)`);
  }

  const prepared = prepare().catch((error: unknown) => {
    status = { state: 'failed' };
    const why = error instanceof Error ? error.message : String(error);
    const advice = source.download
      ? ` Where this machine cannot download it, put the file ${source.fileName} in ${source.path.slice(0, -source.fileName.length)} (from ${source.download.url}) and start again, or set LOCAL_MODEL=off.`
      : '';
    options.log(`local model: ${source.fileName} could not be prepared (${why}).${advice}`);
  });

  /** The runtime, or the failure a call gets while there is none. */
  function ready(): LlamaRuntime {
    if (runtime) return runtime;
    if (status.state === 'loading') {
      throw new ApiFailure('local_model_loading', `${ERROR_TABLE.local_model_loading.message} ${LOCAL_MODEL_TEXT.preparing(name, status.percent)}`, LOCAL_MODEL_LOADING_RETRY_S, status.percent);
    }
    throw new ApiFailure('local_model_unavailable');
  }

  function stream(request: ChatRequest, signal: AbortSignal): Promise<ChatStream> {
    const model = ready();
    const messages = conversationMessages(request);
    const promptTokens = model.promptTokens(SYSTEM_PROMPT, messages);
    const room = model.contextTokens - promptTokens;
    if (room < MIN_REPLY_TOKENS) throw new ApiFailure('too_long_for_model');
    // One token of room is kept: a reply that fills the context to its last cell would make llama.cpp shift it.
    const maxTokens = Math.min(options.maxReplyTokens ?? LOCAL_MAX_REPLY_TOKENS, request.model.maxCompletionTokens, room - 1);

    let sink: ChatEventSink | undefined;
    let pending: ChatStreamEvent[] = [];
    let ended = false;
    const emit = (event: ChatStreamEvent) => (sink ? sink.events([event]) : pending.push(event));
    const place = queue.join((ahead) => emit({ type: 'queued', position: ahead }));
    if (!place) {
      options.metrics.countRateLimited('server_busy');
      throw new ApiFailure('server_busy', ERROR_TABLE.server_busy.messageAfterWait?.(SERVER_BUSY_RETRY_AFTER_S), SERVER_BUSY_RETRY_AFTER_S);
    }
    const { admitted, leave } = place;
    const stop = new AbortController();
    const abort = () => stop.abort();
    signal.addEventListener('abort', abort, { once: true });
    const heartbeat = setInterval(() => sink?.events([]), heartbeatMs);
    const finish = (error?: unknown) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      signal.removeEventListener('abort', abort);
      sink?.end(error);
    };

    async function run(): Promise<void> {
      const queuedAt = performance.now();
      await Promise.race([admitted, new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }))]);
      if (stop.signal.aborted) return finish(new Error('the call was stopped while it waited'));
      options.metrics.observeLocalWait((performance.now() - queuedAt) / 1000);
      const completionTokens = await model.generate(SYSTEM_PROMPT, messages, { maxTokens, signal: stop.signal, onText: (text) => emit({ type: 'delta', text }) });
      options.metrics.countLocalTokens(completionTokens);
      if (stop.signal.aborted) return finish(new Error('the reply was stopped'));
      emit({ type: 'done', usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens } });
      finish();
    }

    return Promise.resolve({
      read(to) {
        sink = to;
        const waiting = pending;
        pending = [];
        if (waiting.length > 0) to.events(waiting);
        // The place is free once the model has stopped (within a token of a Stop), not before:
        // the next call needs the context this one used.
        run()
          .catch(finish)
          .finally(leave);
      },
      // Tokens come far slower than any client reads them: nothing piles up worth pausing for.
      pause: () => undefined,
      resume: () => undefined,
      cancel() {
        sink = undefined;
        abort();
        finish();
      },
    });
  }

  const chat: ChatProvider = {
    listModels: async () => models(),
    stream,
    async complete(request, signal) {
      let content = '';
      let usage;
      const answer = await stream(request, signal);
      await new Promise<void>((resolve, reject) =>
        answer.read({
          events(batch) {
            for (const event of batch) {
              if (event.type === 'delta') content += event.text;
              if (event.type === 'done') usage = event.usage;
            }
          },
          end: (error) => (error === undefined ? resolve() : reject(error)),
        }),
      );
      return { content, usage };
    },
  };

  /** Listed while it loads (the page can choose it and wait); a model that failed is not offered. */
  function models() {
    if (status.state === 'failed') return [];
    return [{ id, name, description: 'Runs on this server', contextTokens: runtime?.contextTokens ?? options.contextTokens }];
  }

  return {
    entry: { config: { id: LOCAL_PROVIDER_ID, name: LOCAL_PROVIDER_NAME }, chat, catalog: { models, ready: Promise.resolve(), stop: () => undefined } },
    status: () => status,
    prepared,
    close: async () => {
      await prepared;
      await runtime?.close();
    },
  };
}
