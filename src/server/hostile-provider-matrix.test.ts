import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeScript } from '../../tests/fake-upstream/fake-script';
import { createHostileUpstream, type HostileAnswer, type HostileUpstream } from '../../tests/server/hostile-upstream';
import { listen, queryBody, startHarness, TEST_KEY, type Harness } from '../../tests/server/test-harness';
import { API_PATH, MODELS_API_PATH, apiErrorSchema, modelsReplySchema } from '../shared/api-contract';
import { MAX_PROVIDER_MODELS } from '../shared/config/models';
import { MAX_RESET_MS } from '../shared/rate-limit-headers';
import { createApp } from './app';
import { createProviderRegistry } from './providers/provider-registry';
import { parse } from 'valibot';
import { streamEvent } from '../../tests/server/stream-event';

/**
 * What a broken or hostile provider can send, tried against the server over a real
 * socket: endless bodies under any status and content type (a small loopback server, where the
 * fake upstream cannot say it), a day-long token budget and a model list of 20,000 hostile entries
 * (the fake upstream's real wire format). Each fault ends with its code and the server answers a
 * normal call after it; the process's memory is sampled throughout. Prints the figure.
 */
const ENDLESS = Number.POSITIVE_INFINITY;
/** Done when: the server's memory stays within this of its idle size through every fault. */
const RSS_HEADROOM_BYTES = 128 * 1024 * 1024;

interface Fault {
  name: string;
  stream: boolean;
  /** The hostile server's answer, or a script for the fake upstream (Groq's wire format). */
  hostile?: HostileAnswer;
  fake?: FakeScript;
  /** The code of the JSON error, or of the stream's last event. */
  code: string;
}

const endless = (status: number, contentType: string, fillerByte?: number): HostileAnswer => ({ status, contentType, prefix: '{"choices":[', fillerBytes: ENDLESS, fillerByte });
const CHUNK = `data: ${JSON.stringify({ choices: [{ delta: { content: 'ok' }, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;

const FAULTS: Fault[] = [
  { name: 'JSON call, endless 200 labelled event-stream', stream: false, hostile: endless(200, 'text/event-stream'), code: 'upstream_bad_response' },
  { name: 'JSON call, endless 500 labelled event-stream', stream: false, hostile: endless(500, 'text/event-stream'), code: 'upstream_bad_response' },
  { name: 'JSON call, endless 429 labelled event-stream', stream: false, hostile: endless(429, 'text/event-stream'), code: 'upstream_bad_response' },
  { name: 'JSON call, endless 200 JSON', stream: false, hostile: endless(200, 'application/json'), code: 'upstream_bad_response' },
  { name: 'stream call, endless 401 labelled event-stream', stream: true, hostile: endless(401, 'text/event-stream'), code: 'upstream_bad_response' },
  { name: 'stream call, endless 200 JSON', stream: true, hostile: endless(200, 'application/json'), code: 'upstream_bad_response' },
  { name: 'stream call, one endless event', stream: true, hostile: endless(200, 'text/event-stream'), code: 'upstream_bad_response' },
  { name: 'stream call, endless empty lines', stream: true, hostile: endless(200, 'text/event-stream', 0x0a), code: 'upstream_bad_response' },
  {
    name: 'stream call, a 16 KB budget header',
    stream: true,
    hostile: { status: 200, contentType: 'text/event-stream', prefix: CHUNK, fillerBytes: 0, headers: { 'x-ratelimit-remaining-tokens': '0', 'x-ratelimit-reset-tokens': '1s'.repeat(8000) } },
    code: 'done',
  },
  { name: 'stream call, a budget reset of a day', stream: true, fake: { tokenBudget: { remaining: 0, reset: '86400s' } }, code: 'done' },
];

let h: Harness;
let hostile: HostileUpstream;
let server: { url: string; close: () => Promise<void> };
let idleRss = 0;
let peakRss = 0;
let tried = 0;
const rows: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  hostile = await createHostileUpstream();
  const file = [{ id: 'hostile', name: 'Hostile', baseUrl: hostile.baseURL, models: [{ id: 'm', name: 'M' }] }];
  const providers = createProviderRegistry({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: h.fake.baseURL, UPSTREAM_TIMEOUT_MS: 10_000 }, { file });
  server = await listen(createApp({ providers, upstreamTimeoutMs: 10_000, rateLimitPerMinute: 0, trustedProxies: 0 }));
  await call({ stream: true }); // warm: the idle size includes what a normal call loads
  idleRss = process.memoryUsage().rss;
  peakRss = idleRss;
});
afterAll(async () => {
  const overIdle = (peakRss - idleRss) / 1024 / 1024;
  console.log(
    `FIGURE hostile provider matrix: ${tried} provider faults tried, each mapped and the server alive after; RSS peak ${overIdle.toFixed(1)} MB over idle (${(idleRss / 1024 / 1024).toFixed(0)} MB; limit 128 MB)\n${rows.join('\n')}`,
  );
  await Promise.all([server.close(), h.fake.close(), hostile.close()]);
});

/** Samples the process's memory while `work` runs. */
async function sampled<T>(work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
}

async function call({ stream, provider }: { stream: boolean; provider?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (stream) headers.accept = 'text/event-stream';
  const body = provider ? queryBody({ provider, modelName: 'm' }) : queryBody();
  const res = await fetch(`${server.url}${API_PATH}`, { method: 'POST', headers, body });
  const text = await res.text();
  if (!res.headers.get('content-type')?.includes('text/event-stream')) return { res, code: res.ok ? 'ok' : parse(apiErrorSchema, JSON.parse(text)).error.code };
  const last = text.split('\n\n').filter((b) => b.startsWith('data: ')).at(-1) ?? '';
  const event = streamEvent(JSON.parse(last.slice(6)));
  return { res, code: event.type === 'error' ? event.error.code : event.type };
}

it.each(FAULTS)('$name ends with $code, the provider cut off, and the server answers the next call', async (fault) => {
  h.fake.reset();
  if (fault.fake) h.fake.script(fault.fake);
  if (fault.hostile) hostile.answer(fault.hostile);
  const { res, code } = await sampled(() => call({ stream: fault.stream, provider: fault.hostile ? 'hostile' : undefined }));
  expect(code).toBe(fault.code);
  // A budget header is passed on only short and clamped like Retry-After.
  const reset = res.headers.get('x-ratelimit-reset-tokens');
  expect(reset === null || reset === `${MAX_RESET_MS / 1000}s`, `x-ratelimit-reset-tokens ${reset?.slice(0, 20)}`).toBe(true);
  if (fault.hostile?.fillerBytes === ENDLESS) {
    await hostile.lastClosed();
    expect(hostile.last().clientClosed).toBe(true);
  }
  expect((await call({ stream: fault.stream })).code).toBe(fault.stream ? 'done' : 'ok');
  tried++;
  rows.push(`  ${fault.name.padEnd(48)} ${String(res.status).padEnd(3)} ${code}`);
});

it.each([
  { name: '/models: endless 200 labelled event-stream', answer: { ...endless(200, 'text/event-stream'), prefix: '{"data":[' }, listed: 0 },
  { name: '/models: 20,000 entries, hostile ids among them', ids: true, listed: MAX_PROVIDER_MODELS },
])('$name: the server reads what it may, and /api/models stays small', async ({ answer, ids, listed }) => {
  if (answer) hostile.answer(answer);
  if (ids) h.fake.setModels({ ids: ['dup', 'dup', 'nul\u0000', 'esc\u001b[2J', 'crlf\r\n', 'evil\u202Etxt', ...Array.from({ length: 20_000 }, (_, i) => `model-${i}`)] });
  const baseUrl = answer ? hostile.baseURL : h.fake.baseURL;
  const providers = createProviderRegistry({ UPSTREAM_TIMEOUT_MS: 10_000 }, { file: [{ id: 'lister', name: 'Lister', baseUrl }] });
  const app = createApp({ providers, upstreamTimeoutMs: 10_000, rateLimitPerMinute: 0, trustedProxies: 0 });
  const res = await sampled(async () => {
    await providers.ready;
    return app.request(MODELS_API_PATH);
  });
  providers.close();
  const body = parse(modelsReplySchema, await res.json());
  expect(body.providers.find((p) => p.id === 'lister')?.models.length ?? 0).toBe(listed);
  tried++;
  rows.push(`  ${`${answer ? 'hostile' : 'fake'} ${ids ? '20,000 models' : 'endless list'}`.padEnd(48)} ${res.status} ${listed} models listed`);
});

it('keeps the server within 128 MB of its idle memory through every fault above', () => {
  expect(tried).toBe(FAULTS.length + 2);
  expect(peakRss - idleRss).toBeLessThan(RSS_HEADROOM_BYTES);
});
