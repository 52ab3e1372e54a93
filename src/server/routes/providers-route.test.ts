import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeUpstream, type FakeUpstreamHandle } from '../../../tests/fake-upstream/fake-upstream';
import { echoOf, type FakeScript } from '../../../tests/fake-upstream/fake-script';
import { apiErrorSchema, MODELS_API_PATH, modelsReplySchema, type ErrorCode } from '../../shared/api-contract';
import { ACTIVE_MODELS, DEFAULT_MAX_COMPLETION_TOKENS, DEFAULT_PROVIDER, DEFAULT_PROVIDER_NAME, MAX_PROVIDER_MODELS } from '../../shared/config/models';
import { MODEL_LIST_READS_PER_MINUTE } from '../../shared/config/safety-limits';
import { createApp } from '../app';
import { createProviderRegistry, type ProviderRegistry } from '../providers/provider-registry';
import { postQuery, queryBody, readEvents, TEST_KEY } from '../../../tests/server/test-harness';
import { parse } from 'valibot';
import { streamEvent } from '../../../tests/server/stream-event';
import { until } from '../../../tests/server/until';

const OLLAMA_MODELS = ['llama3.2:latest', 'qwen2.5:7b'];
let groq: FakeUpstreamHandle;
let ollama: FakeUpstreamHandle;
let registry: ProviderRegistry;
let app: ReturnType<typeof createApp>;

function serve(env: Parameters<typeof createProviderRegistry>[0], log?: (line: string) => void) {
  registry = createProviderRegistry(env, { log, refreshMs: 60 });
  app = createApp({ providers: registry, upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS, rateLimitPerMinute: 0, trustedProxies: 0 });
}

beforeEach(async () => {
  groq = await createFakeUpstream();
  ollama = await createFakeUpstream({ flavour: 'ollama', models: { ids: OLLAMA_MODELS } });
  serve({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: groq.baseURL, OLLAMA_BASE_URL: ollama.baseURL, UPSTREAM_TIMEOUT_MS: 1_500 });
});
afterEach(async () => {
  registry.close();
  await Promise.all([groq.close(), ollama.close()]);
});

const ollamaCall = (overrides: { query?: string; modelName?: string } = {}) => queryBody({ provider: 'ollama', modelName: OLLAMA_MODELS[0], ...overrides });

async function models() {
  const res = await app.request(MODELS_API_PATH);
  const text = await res.text();
  return { res, text, body: parse(modelsReplySchema, JSON.parse(text)) };
}

describe('GET /api/models', () => {
  it('lists each configured provider with its models: Groq as configured, Ollama as its /models says', async () => {
    const { res, body, text } = await models();
    expect(res.status).toBe(200);
    expect(body.providers).toEqual([
      { id: DEFAULT_PROVIDER, name: DEFAULT_PROVIDER_NAME, models: ACTIVE_MODELS.map(({ id, name, description }) => ({ id, name, description })) },
      { id: 'ollama', name: 'Ollama', models: OLLAMA_MODELS.map((id) => ({ id, name: id, description: '' })) },
    ]);
    for (const secret of [TEST_KEY, groq.baseURL, ollama.baseURL, '127.0.0.1']) expect(text).not.toContain(secret);
    expect(groq.modelReads()).toBe(0); // a configured list is never read
  });

  it('answers an empty list when no provider is configured, and the call says how to configure one', async () => {
    serve({ UPSTREAM_TIMEOUT_MS: 1_000 });
    expect((await models()).body).toEqual({ providers: [] });
    const res = await postQuery(app, queryBody());
    expect(res.status).toBe(503);
    expect(parse(apiErrorSchema, await res.json()).error.message).toContain('OLLAMA_BASE_URL');
  });

  it('keeps the last good list when a read fails, logs that once, and picks up a new list', async () => {
    const lines: string[] = [];
    registry.close();
    serve({ OLLAMA_BASE_URL: ollama.baseURL, UPSTREAM_TIMEOUT_MS: 1_000 }, (line) => lines.push(line));
    expect((await models()).body.providers[0]?.models).toHaveLength(2);
    ollama.setModels({ status: 500 });
    const reads = ollama.modelReads();
    await until(() => ollama.modelReads() >= reads + 3);
    expect((await models()).body.providers[0]?.models.map((m) => m.id)).toEqual(OLLAMA_MODELS);
    expect(lines).toEqual(["models: reading ollama's model list failed (status 500); keeping the last list"]);
    ollama.setModels({ ids: ['phi4:latest'] });
    await until(() => registry.get('ollama')?.catalog.models()[0]?.id === 'phi4:latest');
    expect(lines).toHaveLength(2);
  });

  it('takes a hostile list of 20,000 models (under the byte cap) as at most the configured number of valid ones, and says so in the log', async () => {
    const hostile = ['dup', 'dup', 'nul\u0000id', 'esc\u001b[2J', 'crlf\r\nid', 'evil\u202Etxt', 'x'.repeat(10_000)];
    const ids = [...hostile, ...Array.from({ length: 20_000 }, (_, i) => `model-${i}`)];
    ollama.setModels({ ids });
    const lines: string[] = [];
    registry.close();
    serve({ OLLAMA_BASE_URL: ollama.baseURL, UPSTREAM_TIMEOUT_MS: 5_000 }, (line) => lines.push(line));
    const listed = (await models()).body.providers[0]!.models.map((m) => m.id);
    expect(listed).toHaveLength(MAX_PROVIDER_MODELS);
    expect(listed.slice(0, 2)).toEqual(['dup', 'model-0']);
    expect(lines[0]).toBe(`models: ollama listed 20007 models; kept ${MAX_PROVIDER_MODELS}, left out 6 not valid and ${20_007 - 6 - MAX_PROVIDER_MODELS} past the limit of ${MAX_PROVIDER_MODELS}`);
  });

  it('is rate limited per client when limits are on', async () => {
    app = createApp({ providers: registry, upstreamTimeoutMs: 1_000, rateLimitPerMinute: 20, trustedProxies: 0 });
    for (let i = 0; i < MODEL_LIST_READS_PER_MINUTE; i++) expect((await app.request(MODELS_API_PATH)).status).toBe(200);
    const limited = await app.request(MODELS_API_PATH);
    expect(limited.status).toBe(429);
    expect(parse(apiErrorSchema, await limited.json()).error.code).toBe('rate_limited');
  });
});

describe('a call reaches the chosen provider', () => {
  it('sends an Ollama model to Ollama without any key, even when OPENAI_API_KEY is set', async () => {
    process.env.OPENAI_API_KEY = 'sk-must-not-travel';
    try {
      serve({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: groq.baseURL, OLLAMA_BASE_URL: ollama.baseURL, UPSTREAM_TIMEOUT_MS: 1_500 });
      const res = await postQuery(app, ollamaCall());
      expect(res.status).toBe(200);
      expect(((await res.json()) as { content: string }).content).toBe(echoOf('Improve this This is the query: " - hello world'));
    } finally {
      delete process.env.OPENAI_API_KEY;
    }
    expect(groq.requests()).toHaveLength(0);
    const [sent] = ollama.requests();
    expect(sent?.authorization).toBeUndefined();
    expect(sent?.headers).not.toHaveProperty('openai-organization');
    // Only what every OpenAI-compatible server takes: no Groq reasoning fields, max_tokens as budget.
    expect(sent?.body).toEqual({
      model: OLLAMA_MODELS[0],
      messages: [expect.objectContaining({ role: 'system' }), expect.objectContaining({ role: 'user' })],
      stream: false,
      max_tokens: DEFAULT_MAX_COMPLETION_TOKENS,
    });
  });

  it('streams from Ollama: deltas, then done', async () => {
    ollama.script({ chunks: ['Local ', 'reply'] });
    const events = (await readEvents(await postQuery(app, ollamaCall(), true))).map((e) => streamEvent(e));
    expect(events.map((e) => e.type)).toEqual(['delta', 'delta', 'done']);
    expect(events.slice(0, 2)).toEqual([{ type: 'delta', text: 'Local ' }, { type: 'delta', text: 'reply' }]);
  });

  it('still sends Groq models to Groq with its key and reasoning settings', async () => {
    const reasoning = ACTIVE_MODELS.find((m) => m.reasons)!;
    expect((await postQuery(app, queryBody({ modelName: reasoning.id }))).status).toBe(200);
    expect(ollama.requests()).toHaveLength(0);
    expect(groq.requests()[0]).toMatchObject({ authorization: `Bearer ${TEST_KEY}`, body: { reasoning_effort: 'low', include_reasoning: false } });
  });
});

describe('the routing rule: a model belongs to its provider', () => {
  it.each([
    ['a Groq model sent to Ollama', { provider: 'ollama', modelName: ACTIVE_MODELS[0]!.id }],
    ['an Ollama model sent to Groq', { provider: DEFAULT_PROVIDER, modelName: OLLAMA_MODELS[0]! }],
    ['an Ollama model without a provider (Groq by default)', { modelName: OLLAMA_MODELS[0]! }],
    ['a provider that is not configured', { provider: 'openrouter', modelName: OLLAMA_MODELS[0]! }],
  ])('refuses %s with 400 invalid_request and sends nothing', async (_label, fields) => {
    for (const stream of [false, true]) {
      const res = await postQuery(app, queryBody(fields), stream);
      expect(res.status).toBe(400);
      expect(parse(apiErrorSchema, await res.json()).error.code).toBe('invalid_request');
    }
    expect([...groq.requests(), ...ollama.requests()]).toHaveLength(0);
  });
});

// Ollama's errors map to the same codes as Groq's (query-route.test.ts has Groq's table).
const errors: { name: string; script: FakeScript; status: number; code: ErrorCode }[] = [
  { name: '401', script: { status: 401 }, status: 502, code: 'provider_auth_failed' },
  { name: '404', script: { status: 404 }, status: 502, code: 'model_unavailable' },
  { name: '413', script: { status: 413 }, status: 413, code: 'upstream_too_large' },
  { name: '429', script: { status: 429, retryAfter: 4 }, status: 429, code: 'upstream_rate_limited' },
  { name: '500', script: { status: 500, times: 2 }, status: 502, code: 'upstream_error' },
  { name: '503', script: { status: 503, times: 2 }, status: 503, code: 'upstream_unavailable' },
  { name: 'no answer', script: { hang: true }, status: 504, code: 'upstream_timeout' },
  { name: 'a 200 that is not JSON', script: { malformed: true }, status: 502, code: 'upstream_bad_response' },
];

describe.each([false, true])('Ollama failures (stream: %s)', (stream) => {
  it.each(errors)('$name answers $status $code like any provider', async ({ script, status, code }) => {
    if (stream && script.malformed) return;
    ollama.script(script);
    const res = await postQuery(app, ollamaCall(), stream);
    expect(res.status).toBe(status);
    expect(parse(apiErrorSchema, await res.json()).error.code).toBe(code);
  });

  it('stops a stream cut by an error event with stream_interrupted after the deltas sent', async () => {
    if (!stream) return;
    ollama.script({ chunks: ['a ', 'b ', 'c'], cutAfterChunks: 2 });
    const events = (await readEvents(await postQuery(app, ollamaCall(), true))).map((e) => streamEvent(e));
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'stream_interrupted' } });
    expect(events.filter((e) => e.type === 'delta')).toHaveLength(2);
  });
});

describe('retries only when nothing was received', () => {
  it.each([
    ['Groq', () => groq, () => queryBody()],
    ['Ollama', () => ollama, () => ollamaCall()],
  ] as const)('does not send again to %s after a reply body was cut halfway (no double billing)', async (_name, fake, body) => {
    fake().script({ cutBody: true, times: 2 });
    const res = await postQuery(app, body());
    expect(res.status).toBe(502);
    expect(parse(apiErrorSchema, await res.json()).error.code).toBe('stream_interrupted');
    expect(fake().requests()).toHaveLength(1);
  });

  it('sends once more after a 5xx, which carried no reply', async () => {
    ollama.script({ status: 502 });
    expect((await postQuery(app, ollamaCall())).status).toBe(200);
    expect(ollama.requests()).toHaveLength(2);
  });
});

