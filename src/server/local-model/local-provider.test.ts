import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, MODELS_API_PATH, type StreamEvent } from '../../shared/api-contract';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { LOCAL_MODEL_TEXT, LOCAL_PROVIDER_ID, LOCAL_PROVIDER_NAME } from '../../shared/config/local-models';
import { READYZ_PATH } from '../../shared/config/scale-limits';
import { METRICS_PATH } from '../../shared/config/web-vitals';
import { createApp } from '../app';
import { createServerMetrics } from '../metrics/server-metrics';
import { createProviderRegistry, withProvider } from '../providers/provider-registry';
import { tinyModelsDir, TINY_MODEL_FILE, TINY_MODEL_NAME } from '../../../tests/server/tiny-model';
import { createLocalModel, type LocalModel, type LocalModelOptions } from './local-provider';
import { resolveModelSource } from './model-source';

const MODEL_ID = TINY_MODEL_FILE.replace(/\.gguf$/, '');
const REPLY_TOKENS = 12;
let modelsDir: string;
const opened: LocalModel[] = [];

beforeAll(async () => {
  modelsDir = await tinyModelsDir();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((m) => m.close()));
});
afterAll(async () => {
  await rm(modelsDir, { recursive: true, force: true });
});

/** The app with only the server's own model, as `npm run app` with no key runs it. */
function localApp(options: Partial<LocalModelOptions> = {}) {
  const metrics = createServerMetrics();
  const source = resolveModelSource(TINY_MODEL_FILE, modelsDir, false)!;
  const local = createLocalModel(source, { threads: 1, contextTokens: 1024, parallel: 1, maxWaiting: 4, log: () => undefined, metrics, maxReplyTokens: REPLY_TOKENS, ...options });
  opened.push(local);
  const providers = withProvider(createProviderRegistry({ UPSTREAM_TIMEOUT_MS: 5_000 }), local.entry);
  const app = createApp({ providers, localModel: local, metrics, upstreamTimeoutMs: 5_000, rateLimitPerMinute: 0, trustedProxies: 0 });
  return { app, local };
}

function ask(app: ReturnType<typeof createApp>, query = 'Make this formal: hello there, how are you?', stream = true): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (stream) headers.accept = 'text/event-stream';
  return Promise.resolve(app.request(API_PATH, { method: 'POST', headers, body: JSON.stringify({ provider: LOCAL_PROVIDER_ID, modelName: MODEL_ID, query }) }));
}

/** Reads a stream's events as they come, each parsed; `return()` hangs up, as a client leaving does. */
function eventsOf(res: Response): AsyncGenerator<StreamEvent> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  return (async function* () {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) yield JSON.parse(block.slice('data: '.length)) as StreamEvent;
      }
    } finally {
      await reader.cancel();
    }
  })();
}

async function next(events: AsyncGenerator<StreamEvent>): Promise<StreamEvent> {
  const { value, done } = await events.next();
  if (done) throw new Error('the stream ended');
  return value;
}

async function untilType(events: AsyncGenerator<StreamEvent>, type: StreamEvent['type']): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for (;;) {
    const event = await next(events);
    seen.push(event);
    if (event.type === type) return seen;
  }
}

// Each test starts llama.cpp (a second or two alone, far more beside a whole test run's load).
describe('the model on this server', { timeout: 60_000 }, () => {
  it('answers a call made while it loads with 503 local_model_loading, its percent and Retry-After; /readyz says it loads', async () => {
    const { app, local } = localApp();
    const res = await ask(app);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    const body = (await res.json()) as { error: { code: string; message: string; progress: number } };
    expect(body.error.code).toBe('local_model_loading');
    expect(body.error.message).toContain(LOCAL_MODEL_TEXT.preparing(MODEL_ID, body.error.progress));
    const ready = await app.request(READYZ_PATH);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual(expect.objectContaining({ local: 'loading', localPercent: expect.any(Number) }));
    await local.prepared;
    const after = await app.request(READYZ_PATH);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(expect.objectContaining({ status: 'ready', local: 'ready', providers: [LOCAL_PROVIDER_ID] }));
  });

  it('is listed under On this server with its GGUF name and context, and streams a reply through the route', async () => {
    const { app, local } = localApp();
    await local.prepared;
    const list = (await (await app.request(MODELS_API_PATH)).json()) as unknown;
    expect(list).toEqual({ providers: [{ id: LOCAL_PROVIDER_ID, name: LOCAL_PROVIDER_NAME, models: [{ id: MODEL_ID, name: TINY_MODEL_NAME, description: expect.any(String), contextTokens: 1024 }] }] });

    const res = await ask(app);
    expect(res.status).toBe(200);
    const events = await untilType(eventsOf(res), 'done');
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((e) => e.text).join('').trim()).not.toBe('');
    expect(events.at(-1)).toEqual(expect.objectContaining({ type: 'done', usage: expect.objectContaining({ completionTokens: REPLY_TOKENS }) }));
    // The same prompt, as JSON: the same reply (a fixed seed), and the tokens counted in /metrics.
    const json = (await (await ask(app, undefined, false)).json()) as { content: string };
    expect(json.content).toBe(deltas.map((e) => e.text).join(''));
    expect(await (await app.request(METRICS_PATH)).text()).toContain(`writing_assistant_local_tokens_total ${2 * REPLY_TOKENS}`);
  });

  it('queues calls in order with queued events, frees a place at once when a client leaves, and refuses past the queue', async () => {
    const { app, local } = localApp({ maxWaiting: 2, maxReplyTokens: 4000 });
    await local.prepared;
    const firstEvents = eventsOf(await ask(app));
    expect((await next(firstEvents)).type).toBe('delta');
    const second = eventsOf(await ask(app));
    const third = eventsOf(await ask(app));
    expect(await next(second)).toEqual({ type: 'queued', position: 1 });
    expect(await next(third)).toEqual({ type: 'queued', position: 2 });
    const refused = await ask(app);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('server_busy');
    expect(await (await app.request(METRICS_PATH)).text()).toContain('writing_assistant_local_queue_length 2');

    // The first client leaves: the second starts, the third moves up.
    await firstEvents.return(undefined);
    expect(await next(second)).toEqual(expect.objectContaining({ type: 'delta' }));
    expect(await next(third)).toEqual({ type: 'queued', position: 1 });
    await untilType(second, 'done').catch(() => undefined);
  }, 60_000);

  it('refuses a prompt longer than its context with too_long_for_model, sending nothing to the model', async () => {
    const { app, local } = localApp({ contextTokens: 512 });
    await local.prepared;
    const res = await ask(app, 'the word '.repeat(400));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'too_long_for_model', message: ERROR_TABLE.too_long_for_model.message } });
  });
});

describe('a model file that cannot be prepared', () => {
  it('is not offered, and a call says the model could not be prepared', async () => {
    const source = { ...resolveModelSource(TINY_MODEL_FILE, modelsDir, false)!, path: join(modelsDir, 'missing.gguf') };
    const lines: string[] = [];
    const local = createLocalModel(source, { threads: 1, contextTokens: 1024, parallel: 1, maxWaiting: 1, log: (l) => lines.push(l), metrics: createServerMetrics() });
    await local.prepared;
    expect(local.status()).toEqual({ state: 'failed' });
    expect(local.entry.catalog.models()).toEqual([]);
    expect(lines.join('\n')).toContain('could not be prepared');
  });
});
