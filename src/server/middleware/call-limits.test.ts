import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api-contract';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { SERVER_BUSY_RETRY_AFTER_S } from '../../shared/config/scale-limits';
import { postQuery, queryBody, readEvents, startHarness, type Harness } from '../../../tests/server/test-harness';
import { parse } from 'valibot';

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.fake.close()));
});

async function harness(overrides: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const h = await startHarness({ upstreamTimeoutMs: 10_000, ...overrides });
  open.push(h);
  return h;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
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
