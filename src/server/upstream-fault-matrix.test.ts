import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeScript } from '../../tests/fake-upstream/fake-script';
import { API_PATH, apiErrorSchema, type ErrorCode } from '../shared/api-contract';
import { ERROR_TABLE } from '../shared/config/error-table';
import { createApp } from './app';
import { createProviderRegistry } from './providers/provider-registry';
import { listen, queryBody, startHarness, TEST_KEY, type Harness } from '../../tests/server/test-harness';
import { parse } from 'valibot';
import { streamEvent } from '../../tests/server/stream-event';

/**
 * Figure: every upstream fault, as JSON and as a stream, maps to its code and status, and the server
 * (over a real socket) answers a normal call right after each. Prints the matrix.
 */
interface Fault {
  name: string;
  script?: FakeScript;
  /** The code of a JSON call and of a streamed call; absent where the fault cannot happen. */
  json?: ErrorCode;
  stream?: ErrorCode;
  /** The stream broke after its first bytes: 200 was sent, and the error is the closing event. */
  midStream?: boolean;
}

const FAULTS: Fault[] = [
  { name: '401', script: { status: 401 }, json: 'provider_auth_failed', stream: 'provider_auth_failed' },
  { name: '403', script: { status: 403 }, json: 'provider_auth_failed', stream: 'provider_auth_failed' },
  { name: '404', script: { status: 404 }, json: 'model_unavailable', stream: 'model_unavailable' },
  { name: '413', script: { status: 413 }, json: 'upstream_too_large', stream: 'upstream_too_large' },
  { name: '429', script: { status: 429, retryAfter: 99_999_999_999 }, json: 'upstream_rate_limited', stream: 'upstream_rate_limited' },
  { name: '500', script: { status: 500, times: 2 }, json: 'upstream_error', stream: 'upstream_error' },
  { name: '503', script: { status: 503, times: 2 }, json: 'upstream_unavailable', stream: 'upstream_unavailable' },
  { name: 'timeout', script: { hang: true }, json: 'upstream_timeout', stream: 'upstream_timeout' },
  { name: 'refused', json: 'upstream_unreachable', stream: 'upstream_unreachable' },
  { name: 'malformed (json)', script: { malformed: true }, json: 'upstream_bad_response' },
  { name: 'malformed (stream)', script: { malformed: true }, stream: 'upstream_bad_response', midStream: true },
  { name: 'cut stream', script: { chunks: ['a ', 'b ', 'c'], cutAfterChunks: 2, cutBySocket: true }, stream: 'stream_interrupted', midStream: true },
  { name: 'endless stream', script: { endless: true, chunkDelayMs: 20 }, stream: 'upstream_timeout', midStream: true },
  { name: 'oversized event', script: { oversizedEventChars: 16 * 1024 * 1024 }, stream: 'upstream_bad_response', midStream: true },
  // A JSON body only comes with a JSON call.
  { name: 'oversized JSON', script: { jsonPaddingBytes: 3 * 1024 * 1024 }, json: 'upstream_bad_response' },
];

/** One row per fault and way of asking that applies to it, with the status the error table gives its code. */
const CASES = FAULTS.flatMap((fault) =>
  (['json', 'stream'] as const).flatMap((mode) => {
    const code = fault[mode];
    if (!code) return [];
    const status = mode === 'stream' && fault.midStream ? 200 : ERROR_TABLE[code].status;
    return [{ label: `${fault.name} (${mode})`, fault, stream: mode === 'stream', code, status }];
  }),
);
const rows: string[] = [];
let alive = 0;

let h: Harness;
let server: { url: string; close: () => Promise<void> };
let refused: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  // Deadlines short enough to test, long enough for a busy machine's first call.
  h = await startHarness({ upstreamTimeoutMs: 1_000, maxStreamMs: 1_000 });
  server = await listen(h.app);
  // A provider whose address answers nothing: the fake's own port, closed.
  const gone = await startHarness();
  await gone.fake.close();
  const refusing = createApp({
    providers: createProviderRegistry({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: gone.fake.baseURL, UPSTREAM_TIMEOUT_MS: 1_000 }),
    upstreamTimeoutMs: 1_000,
    rateLimitPerMinute: 0,
    trustedProxies: 0,
  });
  refused = await listen(refusing);
  await call(server.url, false); // warm: the SDK and the keep-alive pool exist before any deadline counts
  await call(refused.url, false); // and the refusing provider's client
});
afterAll(async () => {
  await Promise.all([server.close(), refused.close(), h.fake.close()]);
});

async function call(url: string, stream: boolean): Promise<{ status: number; code: string | undefined; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (stream) headers.accept = 'text/event-stream';
  const res = await fetch(`${url}${API_PATH}`, { method: 'POST', headers, body: queryBody() });
  const text = await res.text();
  if (res.headers.get('content-type')?.includes('text/event-stream')) {
    const last = text.split('\n\n').filter((b) => b.startsWith('data: ')).at(-1) ?? '';
    const event = streamEvent(JSON.parse(last.slice(6)));
    return { status: res.status, code: event.type === 'error' ? event.error.code : event.type, text };
  }
  return { status: res.status, code: res.ok ? 'ok' : parse(apiErrorSchema, JSON.parse(text)).error.code, text };
}

it.each(CASES)('maps $label to $code with $status, and keeps serving after it', async ({ fault, stream, code, status }) => {
  h.fake.reset();
  if (fault.script) h.fake.script(fault.script);
  const result = await call(fault.name === 'refused' ? refused.url : server.url, stream);
  expect({ code: result.code, status: result.status }).toEqual({ code, status });
  expect(result.text).not.toContain(TEST_KEY);
  rows.push(`  ${fault.name.padEnd(16)} ${stream ? 'stream' : 'json  '} -> ${String(result.status).padEnd(3)} ${result.code}`);
  h.fake.reset();
  const after = await call(server.url, stream);
  expect(after.code, `a normal call after ${fault.name}`).toBe(stream ? 'done' : 'ok');
  alive++;
});

afterAll(() => {
  console.log(`FIGURE upstream fault matrix: ${rows.length} of ${CASES.length} faults mapped to their code, server alive after ${alive} of ${CASES.length}\n${rows.join('\n')}`);
});
