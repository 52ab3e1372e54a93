import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHostileUpstream, type HostileAnswer, type HostileUpstream } from '../../tests/server/hostile-upstream';
import { queryBody, postQuery } from '../../tests/server/test-harness';
import { apiErrorSchema } from '../shared/api-contract';
import { MAX_UPSTREAM_JSON_BYTES } from '../shared/config/safety-limits';
import { createApp } from './app';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible-provider';
import { createProviderRegistry } from './providers/provider-registry';
import { parse } from 'valibot';

/**
 * Every body a provider sends is capped by bytes as it arrives, whatever its
 * content type says; only a stream that was asked for and answered 2xx is read as events. Past the
 * cap the call fails with its mapped code and the upstream connection is dropped, so the provider
 * never gets to send more than the cap and what sits in socket buffers.
 */
const ENDLESS = Number.POSITIVE_INFINITY;
/** What the provider may get out before the server hangs up: the cap plus the kernel's and Node's buffers. */
const SENT_BOUND = MAX_UPSTREAM_JSON_BYTES + 16 * 1024 * 1024;

let hostile: HostileUpstream;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  hostile = await createHostileUpstream();
  const file = [{ id: 'hostile', name: 'Hostile', baseUrl: hostile.baseURL, models: [{ id: 'm', name: 'M' }] }];
  app = createApp({
    providers: createProviderRegistry({ UPSTREAM_TIMEOUT_MS: 10_000 }, { file }),
    upstreamTimeoutMs: 10_000,
    rateLimitPerMinute: 0,
    trustedProxies: 0,
  });
});
afterAll(() => hostile.close());

const eventStream = (status: number): HostileAnswer => ({ status, contentType: 'text/event-stream', prefix: '{"choices":[', fillerBytes: ENDLESS });
const json = (status: number): HostileAnswer => ({ status, contentType: 'application/json', prefix: '{"choices":[', fillerBytes: ENDLESS });

it.each([
  { call: 'JSON', answer: 'a 200 labelled text/event-stream', reply: eventStream(200), stream: false },
  { call: 'JSON', answer: 'a 500 labelled text/event-stream', reply: eventStream(500), stream: false },
  { call: 'streamed', answer: 'a 429 labelled text/event-stream', reply: eventStream(429), stream: true },
  { call: 'streamed', answer: 'a 200 labelled application/json', reply: json(200), stream: true },
  { call: 'JSON', answer: 'a 200 labelled application/json', reply: json(200), stream: false },
  { call: 'JSON', answer: 'a 400 labelled application/json', reply: json(400), stream: false },
])('a $call call answered with $answer that never ends fails as upstream_bad_response and hangs up', async ({ reply, stream }) => {
  hostile.answer(reply);
  const res = await postQuery(app, queryBody({ provider: 'hostile', modelName: 'm' }), stream);
  expect(res.status).toBe(502);
  expect(parse(apiErrorSchema, await res.json()).error.code).toBe('upstream_bad_response');
  await hostile.lastClosed();
  expect(hostile.last().clientClosed).toBe(true);
  expect(hostile.last().bytesSent).toBeLessThan(SENT_BOUND);
});

it.each([
  { answer: 'labelled text/event-stream', reply: eventStream(200) },
  { answer: 'labelled application/json', reply: json(200) },
  { answer: 'of an error labelled text/event-stream', reply: eventStream(503) },
])('a /models answer $answer that never ends is refused and the read hangs up', async ({ reply }) => {
  hostile.answer({ ...reply, prefix: '{"data":[' });
  const config = { id: 'hostile', name: 'Hostile', baseUrl: hostile.baseURL, headers: {}, dialect: 'generic' as const };
  const provider = createOpenAiCompatibleProvider(config, { timeoutMs: 10_000 });
  await expect(provider.listModels(AbortSignal.timeout(10_000))).rejects.toThrow();
  await hostile.lastClosed();
  expect(hostile.last().clientClosed).toBe(true);
  expect(hostile.last().bytesSent).toBeLessThan(SENT_BOUND);
});
