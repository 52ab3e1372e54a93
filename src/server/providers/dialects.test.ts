import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeUpstream, type FakeUpstreamHandle } from '../../../tests/fake-upstream/fake-upstream';
import { APP_NAME } from '../../shared/config/app-config';
import { DEFAULT_MAX_COMPLETION_TOKENS } from '../../shared/config/models';
import { createApp } from '../app';
import { postQuery, queryBody, readEvents } from '../../../tests/server/test-harness';
import { createProviderRegistry, type ProviderRegistry } from './provider-registry';
import { streamEvent } from '../../../tests/server/stream-event';

// A model id that Groq also serves as a reasoning model: elsewhere it gets no Groq-only fields.
const MODEL = 'openai/gpt-oss-120b';
let fake: FakeUpstreamHandle;
let registry: ProviderRegistry;

beforeEach(async () => {
  fake = await createFakeUpstream({ models: { ids: [MODEL] } });
});
afterEach(async () => {
  registry.close();
  await fake.close();
});

function appWith(env: Parameters<typeof createProviderRegistry>[0]) {
  registry = createProviderRegistry(env);
  return createApp({ providers: registry, upstreamTimeoutMs: 2_000, rateLimitPerMinute: 0, trustedProxies: 0 });
}

describe('each provider gets the parameters it takes', () => {
  it('OpenRouter: max_tokens, usage in the stream, its attribution header and its key', async () => {
    const app = appWith({ OPENROUTER_API_KEY: 'or-key', OPENROUTER_BASE_URL: fake.baseURL, UPSTREAM_TIMEOUT_MS: 2_000 });
    const events = (await readEvents(await postQuery(app, queryBody({ provider: 'openrouter', modelName: MODEL }), true))).map((e) => streamEvent(e));
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    const [sent] = fake.requests();
    expect(sent?.authorization).toBe('Bearer or-key');
    expect(sent?.headers?.['x-title']).toBe(APP_NAME);
    expect(sent?.body).toEqual({
      model: MODEL,
      messages: expect.any(Array),
      stream: true,
      max_tokens: DEFAULT_MAX_COMPLETION_TOKENS,
      stream_options: { include_usage: true },
    });
  });

  it('OpenAI: max_completion_tokens, and no Groq reasoning fields', async () => {
    const app = appWith({ OPENAI_API_KEY: 'sk-key', OPENAI_BASE_URL: fake.baseURL, UPSTREAM_TIMEOUT_MS: 2_000 });
    expect((await postQuery(app, queryBody({ provider: 'openai', modelName: MODEL }))).status).toBe(200);
    expect(fake.requests()[0]?.body).toEqual({ model: MODEL, messages: expect.any(Array), stream: false, max_completion_tokens: DEFAULT_MAX_COMPLETION_TOKENS });
  });

  it('a PROVIDERS_FILE server: its own headers, its key from apiKeyEnv, its listed models only', async () => {
    registry = createProviderRegistry(
      { UPSTREAM_TIMEOUT_MS: 2_000 },
      {
        file: [{ id: 'office', name: 'Office server', baseUrl: fake.baseURL, apiKeyEnv: 'OFFICE_KEY', headers: { 'X-Team': 'writers' }, models: [{ id: 'house-model', name: 'House model' }] }],
        variables: { OFFICE_KEY: 'office-key' },
      },
    );
    const app = createApp({ providers: registry, upstreamTimeoutMs: 2_000, rateLimitPerMinute: 0, trustedProxies: 0 });
    expect((await postQuery(app, queryBody({ provider: 'office', modelName: MODEL }))).status).toBe(400);
    expect((await postQuery(app, queryBody({ provider: 'office', modelName: 'house-model' }))).status).toBe(200);
    expect(fake.requests()).toHaveLength(1);
    expect(fake.requests()[0]).toMatchObject({ authorization: 'Bearer office-key', headers: { 'x-team': 'writers' } });
    expect(fake.modelReads()).toBe(0);
  });
});
