import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeScript } from '../../tests/fake-upstream/fake-script';
import { API_PATH, apiErrorSchema, streamEventSchema, type ErrorCode } from '../shared/api-contract';
import { createApp } from './app';
import { createProviderRegistry } from './providers/provider-registry';
import { listen, queryBody, startHarness, TEST_KEY, type Harness } from '../../tests/server/test-harness';

/**
 * Figure: every upstream fault, as JSON and as a stream, maps to its code, and the server (over a
 * real socket) answers a normal call right after each. Prints the matrix.
 */
interface Fault {
  name: string;
  script?: FakeScript;
  /** The code for a JSON call, and for a streamed call (an error reply or the closing error event). */
  json: ErrorCode;
  stream: ErrorCode;
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
  { name: 'malformed', script: { malformed: true }, json: 'upstream_bad_response', stream: 'upstream_bad_response' },
  { name: 'cut stream', script: { chunks: ['a ', 'b ', 'c'], cutAfterChunks: 2, cutBySocket: true }, json: 'stream_interrupted', stream: 'stream_interrupted' },
  { name: 'endless stream', script: { endless: true, chunkDelayMs: 20 }, json: 'upstream_timeout', stream: 'upstream_timeout' },
  { name: 'oversized event', script: { oversizedEventChars: 16 * 1024 * 1024 }, json: 'upstream_bad_response', stream: 'upstream_bad_response' },
  { name: 'oversized JSON', script: { jsonPaddingBytes: 3 * 1024 * 1024 }, json: 'upstream_bad_response', stream: 'upstream_bad_response' },
];

let h: Harness;
let server: { url: string; close: () => Promise<void> };
let refused: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  h = await startHarness({ upstreamTimeoutMs: 400, maxStreamMs: 600 });
  server = await listen(h.app);
  // A provider whose address answers nothing: the fake's own port, closed.
  const gone = await startHarness();
  await gone.fake.close();
  const refusing = createApp({
    providers: createProviderRegistry({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: gone.fake.baseURL, UPSTREAM_TIMEOUT_MS: 400 }),
    upstreamTimeoutMs: 400,
    rateLimitPerMinute: 0,
    trustedProxies: 0,
  });
  refused = await listen(refusing);
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
    const event = streamEventSchema.parse(JSON.parse(last.slice(6)));
    return { status: res.status, code: event.type === 'error' ? event.error.code : event.type, text };
  }
  return { status: res.status, code: res.ok ? 'ok' : apiErrorSchema.parse(JSON.parse(text)).error.code, text };
}

it('maps every upstream fault to its code, as JSON and streamed, and keeps serving after each', { timeout: 60_000 }, async () => {
  const rows: string[] = [];
  let mapped = 0;
  let alive = 0;
  for (const fault of FAULTS) {
    for (const stream of [false, true]) {
      if (fault.name === 'oversized JSON' && stream) continue; // a JSON body only comes with a JSON call
      if ((fault.name === 'cut stream' || fault.name === 'endless stream' || fault.name === 'oversized event') && !stream) continue;
      h.fake.reset();
      if (fault.script) h.fake.script(fault.script);
      const result = await call(fault.name === 'refused' ? refused.url : server.url, stream);
      const expected = stream ? fault.stream : fault.json;
      expect(result.code, `${fault.name} (stream: ${stream})`).toBe(expected);
      expect(result.status).toBeLessThan(600);
      expect(result.text).not.toContain(TEST_KEY);
      mapped++;
      h.fake.reset();
      const after = await call(server.url, stream);
      expect(after.code, `a normal call after ${fault.name}`).toBe(stream ? 'done' : 'ok');
      alive++;
      rows.push(`  ${fault.name.padEnd(16)} ${stream ? 'stream' : 'json  '} -> ${String(result.status).padEnd(3)} ${result.code}`);
    }
  }
  console.log(`FIGURE upstream fault matrix: ${mapped} faults mapped to their code, server alive after ${alive} of ${mapped}\n${rows.join('\n')}`);
});
