import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH } from '../shared/api-contract';
import { DEFAULT_MODEL_ID } from '../shared/config/models';
import { METRICS_PATH } from '../shared/config/web-vitals';
import { listen, queryBody, startHarness, type Harness } from '../../tests/server/test-harness';
import { until } from '../../tests/server/until';

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function closedCalls(h: Harness): Promise<number> {
  const text = await (await h.app.request(METRICS_PATH)).text();
  const line = text.split('\n').find((l) => l.startsWith(`writing_assistant_upstream_duration_seconds_count{provider="groq",model="${DEFAULT_MODEL_ID}",outcome="client_closed"}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

const post = (url: string, signal: AbortSignal) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: queryBody(), signal }).catch(() => undefined);

describe('a client that leaves before its JSON answer', () => {
  it('over a socket: the upstream call is aborted and counted as client_closed', async () => {
    const h = await startHarness({ upstreamTimeoutMs: 10_000 });
    const server = await listen(h.app);
    open.push(h.fake, server);
    h.fake.script({ hang: true });
    const leaving = new AbortController();
    const call = post(`${server.url}${API_PATH}`, leaving.signal);
    await until(() => h.fake.requests().length === 1);
    leaving.abort();
    await call;
    await until(() => h.fake.requests()[0]?.aborted === true);
    expect(await closedCalls(h)).toBe(1);
  });

  it('without Node underneath (the request’s own signal): the upstream call is aborted', async () => {
    const h = await startHarness({ upstreamTimeoutMs: 10_000 });
    open.push(h.fake);
    h.fake.script({ hang: true });
    const leaving = new AbortController();
    const call = Promise.resolve(
      h.app.request(API_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: queryBody(), signal: leaving.signal }),
    ).catch(() => undefined);
    await until(() => h.fake.requests().length === 1);
    leaving.abort();
    await call;
    await until(() => h.fake.requests()[0]?.aborted === true);
    expect(await closedCalls(h)).toBe(1);
  });
});
