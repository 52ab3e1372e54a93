import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTHZ_PATH, READYZ_PATH } from '../../shared/config/scale-limits';
import { DEFAULT_MODEL_ID } from '../../shared/config/models';
import { METRICS_PATH } from '../../shared/config/web-vitals';
import { createApp } from '../app';
import { createProviderRegistry } from '../providers/provider-registry';
import { createServerLifecycle } from '../server-lifecycle';
import { postQuery, queryBody, readEvents, startHarness, type Harness } from '../../../tests/server/test-harness';

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.fake.close()));
});

async function harness(overrides: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const h = await startHarness(overrides);
  open.push(h);
  return h;
}

const scrape = async (h: Harness) => (await h.app.request(METRICS_PATH)).text();
/** The value of one sample line, e.g. `writing_assistant_active_streams 0`. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe('health checks', () => {
  it('GET /healthz answers 200 {"status":"ok"}', async () => {
    const h = await harness();
    const res = await h.app.request(HEALTHZ_PATH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 200 and names its providers and that Redis is off', async () => {
    const h = await harness();
    const res = await h.app.request(READYZ_PATH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', redis: 'off', providers: ['groq'], local: 'off' });
  });

  it('GET /readyz is 503 with no provider configured', async () => {
    const app = createApp({ providers: createProviderRegistry({ UPSTREAM_TIMEOUT_MS: 1000 }), upstreamTimeoutMs: 1000, rateLimitPerMinute: 0, trustedProxies: 0 });
    const res = await app.request(READYZ_PATH);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'no_provider', redis: 'off', providers: [], local: 'off' });
  });
});

describe('shutting down', () => {
  it('turns /readyz 503 at once, refuses new calls, and ends a stream still open after the grace with server_shutting_down', async () => {
    const lifecycle = createServerLifecycle();
    const h = await harness({ lifecycle, upstreamTimeoutMs: 10_000 });
    h.fake.script({ chunks: ['kept ', 'never'], chunkDelayMs: 60_000 });
    const streaming = await postQuery(h.app, queryBody(), true);
    const closed = lifecycle.shutdown(50);

    expect((await h.app.request(READYZ_PATH)).status).toBe(503);
    const refused = await postQuery(h.app, queryBody());
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: { code: 'server_shutting_down' } });

    const events = await readEvents(streaming);
    expect(events[0]).toEqual({ type: 'delta', text: 'kept ' });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'server_shutting_down' } });
    await closed;
    // The fake upstream hears of the abort when its socket closes, an event after the server's.
    await vi.waitFor(() => expect(h.fake.requests()[0]?.aborted).toBe(true));
    expect(h.fake.requests()).toHaveLength(1);
  });

  it('lets a call that ends within the grace finish as usual', async () => {
    const lifecycle = createServerLifecycle();
    const h = await harness({ lifecycle });
    h.fake.script({ chunks: ['a ', 'b'], chunkDelayMs: 100 });
    const streaming = await postQuery(h.app, queryBody(), true);
    const closed = lifecycle.shutdown(5_000);
    expect((await readEvents(streaming)).at(-1)).toMatchObject({ type: 'done' });
    await closed;
  });
});

describe('GET /metrics', () => {
  it('counts requests by route and status, upstream calls by provider, model and outcome, and open streams', async () => {
    const h = await harness();
    await postQuery(h.app, queryBody());
    await h.app.request('/write/My%20secret%20title');
    h.fake.script({ chunks: ['a ', 'b'], chunkDelayMs: 200 });
    const streaming = await postQuery(h.app, queryBody(), true);
    expect(sample(await scrape(h), 'writing_assistant_active_streams')).toBe(1);
    await readEvents(streaming);

    const text = await scrape(h);
    expect(sample(text, 'writing_assistant_http_requests_total', 'route="/api/vercelApiRouter",status="200"')).toBe(2);
    expect(sample(text, 'writing_assistant_http_requests_total', 'route="/:persona/:tabTitle",status="404"')).toBe(1);
    expect(text).not.toContain('secret');
    expect(sample(text, 'writing_assistant_upstream_duration_seconds_count', `provider="groq",model="${DEFAULT_MODEL_ID}",outcome="done"`)).toBe(2);
    expect(sample(text, 'writing_assistant_upstream_first_byte_seconds_count', `provider="groq",model="${DEFAULT_MODEL_ID}",outcome="done"`)).toBe(1);
    expect(sample(text, 'writing_assistant_active_streams')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts calls refused by each limit', async () => {
    const h = await harness({ rateLimitPerMinute: 1 });
    await postQuery(h.app, queryBody());
    await postQuery(h.app, queryBody());
    expect(sample(await scrape(h), 'writing_assistant_rate_limited_total', 'code="rate_limited"')).toBe(1);
  });
});
