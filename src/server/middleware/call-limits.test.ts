import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api-contract';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { SERVER_BUSY_RETRY_AFTER_S } from '../../shared/config/scale-limits';
import { MAX_BODY_BYTES } from '../../shared/config/app-config';
import { API_PATH } from '../../shared/api-contract';
import { VITALS_MAX_BODY_BYTES, VITALS_PATH } from '../../shared/config/web-vitals';
import { createMemoryLimits, type ClientLimits } from '../limits/client-limits';
import { postQuery, queryBody, readEvents, startHarness, type Harness } from '../../../tests/server/test-harness';
import { parse } from 'valibot';
import { until } from '../../../tests/server/until';

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.fake.close()));
});

async function harness(overrides: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const h = await startHarness({ upstreamTimeoutMs: 10_000, ...overrides });
  open.push(h);
  return h;
}

/** `n` streamed calls the fake holds open (one chunk, then nothing), read up to their headers. */
async function holdStreams(h: Harness, n: number): Promise<Response[]> {
  h.fake.script({ chunks: ['a ', 'b'], chunkDelayMs: 60_000, times: n });
  const held = await Promise.all(Array.from({ length: n }, () => postQuery(h.app, queryBody(), true)));
  for (const res of held) expect(res.status).toBe(200);
  return held;
}

describe('backpressure on model calls', () => {
  it('refuses a client its calls past MAX_STREAMS_PER_CLIENT with 429 too_many_concurrent, and takes one again when a call ends', async () => {
    const h = await harness({ maxStreamsPerClient: 2 });
    const held = await holdStreams(h, 2);
    const refused = await postQuery(h.app, queryBody(), true);
    expect(refused.status).toBe(429);
    expect(parse(apiErrorSchema, await refused.json()).error).toEqual({ code: 'too_many_concurrent', message: ERROR_TABLE.too_many_concurrent.message });
    expect(h.fake.requests()).toHaveLength(2);

    await held[0]!.body!.cancel();
    await until(() => h.fake.requests()[0]?.aborted === true);
    const again = await postQuery(h.app, queryBody());
    expect(again.status).toBe(200);
    await held[1]!.body!.cancel();
  });

  it('counts a JSON call in flight too, and frees it when the answer is sent', async () => {
    const h = await harness({ maxStreamsPerClient: 1 });
    h.fake.script({ delayMs: 300 });
    const first = postQuery(h.app, queryBody());
    await until(() => h.fake.requests().length === 1);
    expect((await postQuery(h.app, queryBody())).status).toBe(429);
    expect((await first).status).toBe(200);
    expect((await postQuery(h.app, queryBody())).status).toBe(200);
  });

  it('answers 503 server_busy with Retry-After past MAX_UPSTREAM_CONCURRENCY, whoever asks', async () => {
    const h = await harness({ maxUpstreamConcurrency: 2, maxStreamsPerClient: 10 });
    const held = await holdStreams(h, 2);
    const busy = await postQuery(h.app, queryBody(), true);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(SERVER_BUSY_RETRY_AFTER_S));
    expect(parse(apiErrorSchema, await busy.json()).error.code).toBe('server_busy');
    expect(h.fake.requests()).toHaveLength(2);
    for (const res of held) await res.body!.cancel();
  });

  it('frees the slot of a call refused before it went upstream (bad input)', async () => {
    const h = await harness({ maxStreamsPerClient: 1 });
    for (let i = 0; i < 3; i++) expect((await postQuery(h.app, '{')).status).toBe(400);
    const res = await postQuery(h.app, queryBody(), true);
    expect(res.status).toBe(200);
    expect((await readEvents(res)).at(-1)).toMatchObject({ type: 'done' });
  });

  it('keeps sending the RateLimit headers the page paces long documents by', async () => {
    const h = await harness({ rateLimitPerMinute: 3 });
    const res = await postQuery(h.app, queryBody());
    expect(res.headers.get('ratelimit-limit')).toBe('3');
    expect(res.headers.get('ratelimit-remaining')).toBe('2');
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });
});

/** Memory limits that count every question put to them: each is a Redis round trip with REDIS_URL. */
function countingLimits(ratePerMinute: number): { limits: ClientLimits; asked: () => number } {
  const inner = createMemoryLimits({ ratePerMinute, maxCallsPerClient: 4 });
  let asked = 0;
  const limits: ClientLimits = {
    ...inner,
    takeCall: (key) => (asked++, inner.takeCall(key)),
    takeRequest: (kind, key) => (asked++, inner.takeRequest(kind, key)),
    openCall: (key) => (asked++, inner.openCall(key)),
  };
  return { limits, asked: () => asked };
}

describe('the refusals that need no store come before the call limits', () => {
  const post = (h: Harness, path: string, body: string, type = 'application/json') =>
    Promise.resolve(h.app.request(path, { method: 'POST', headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) }, body }));

  it('refuses a body that is not JSON (415) or too large (413) without asking the limits, and spends none of the budget', async () => {
    const counting = countingLimits(1);
    const h = await harness({ limits: counting.limits, rateLimitPerMinute: 1 });
    expect((await post(h, API_PATH, queryBody(), 'text/plain')).status).toBe(415);
    expect((await post(h, API_PATH, queryBody({ query: 'a'.repeat(MAX_BODY_BYTES) }))).status).toBe(413);
    expect((await post(h, VITALS_PATH, JSON.stringify({ pad: 'x'.repeat(VITALS_MAX_BODY_BYTES) }))).status).toBe(413);
    expect(counting.asked()).toBe(0);
    expect(h.fake.requests()).toHaveLength(0);
    // The one call of the minute is still there.
    expect((await postQuery(h.app, queryBody())).status).toBe(200);
    expect(counting.asked()).toBeGreaterThan(0);
  });
});
