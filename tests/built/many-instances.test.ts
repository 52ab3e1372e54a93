import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, MODELS_API_PATH } from '../../src/shared/api-contract';
import { MODEL_LIST_READS_PER_MINUTE } from '../../src/shared/config/safety-limits';
import { READYZ_PATH } from '../../src/shared/config/scale-limits';
import { VITALS_PATH, VITALS_PER_MINUTE } from '../../src/shared/config/web-vitals';
import { createFakeUpstream, type FakeUpstreamHandle } from '../fake-upstream/fake-upstream';
import { startRedis, type RedisProcess } from '../server/redis-process';
import { startServerProcess, type ServerProcess } from '../server/server-process';
import { until } from '../server/until';
import { queryBody, readEvents, TEST_KEY } from '../server/test-harness';

/**
 * Two real instances of the built server sharing one real Redis (Debian's redis-server on a free
 * port), against the fake upstream: the limits hold across both (the bundle's Redis limits are a
 * chunk loaded only with REDIS_URL), Redis dying costs no call, and SIGTERM ends a stream cleanly.
 */
let redis: RedisProcess;
let fake: FakeUpstreamHandle;
const running: ServerProcess[] = [];

beforeAll(async () => {
  [redis, fake] = await Promise.all([startRedis(), createFakeUpstream()]);
});
afterAll(async () => {
  await redis.kill();
  await fake.close();
});
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
  fake.reset();
});

async function instances(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.all(
    Array.from({ length: count }, () => startServerProcess({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: fake.baseURL, REDIS_URL: redis.url, ...env })),
  );
  running.push(...started);
  // Each has its Redis connection before the test counts on it.
  for (const server of started) await until(async () => (await readyz(server)).redis === 'up');
  return started;
}

const call = (server: ServerProcess, stream = false) =>
  fetch(`${server.url}${API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(stream ? { accept: 'text/event-stream' } : {}) },
    body: queryBody(),
  });
const readyz = async (server: ServerProcess) => (await (await fetch(`${server.url}${READYZ_PATH}`)).json()) as { status: string; redis: string };

describe('two instances and one Redis', () => {
  it('let one client through N calls a minute in total, not N on each, and its model-list reads and beacons likewise', async () => {
    const [a, b] = await instances(2, { RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 === 0 ? a! : b!)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(fake.requests()).toHaveLength(3);
    // Their own budgets (on whenever the call limit is), shared the same way.
    const readList = (server: ServerProcess) => fetch(`${server.url}${MODELS_API_PATH}`);
    const beacon = (server: ServerProcess) =>
      fetch(`${server.url}${VITALS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ metrics: [{ name: 'TTFB', value: 80 }] }) });
    for (const [request, limit] of [[readList, MODEL_LIST_READS_PER_MINUTE], [beacon, VITALS_PER_MINUTE]] as const) {
      const refused: number[] = [];
      for (let i = 0; i < limit + 2; i++) refused.push((await request(i % 2 === 0 ? a! : b!)).status);
      expect(refused.filter((s) => s === 429)).toHaveLength(2);
    }
  });

  it('count one client\'s calls in flight across both (MAX_STREAMS_PER_CLIENT)', async () => {
    const [a, b] = await instances(2, { RATE_LIMIT_PER_MINUTE: '0', MAX_STREAMS_PER_CLIENT: '2' });
    fake.script({ chunks: ['a ', 'b'], chunkDelayMs: 60_000, times: 2 });
    const held = [await call(a!, true), await call(b!, true)];
    expect(held.map((r) => r.status)).toEqual([200, 200]);
    const refused = await call(a!, true);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'too_many_concurrent' } });
    await held[1]!.body!.cancel();
    // B gives its slot back in Redis: A takes a call again.
    await until(async () => (await call(a!)).status === 200);
  });

  it('keep serving without a 5xx while Redis is down, say so in /readyz and the log once, and share again when it returns', async () => {
    const [a, b] = await instances(2, { RATE_LIMIT_PER_MINUTE: '1000' });
    await redis.kill();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await call(i % 2 === 0 ? a! : b!)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await readyz(a!)).toMatchObject({ status: 'ready', redis: 'down' });
    // The log is written in batches: a line may reach the pipe just after the answers that follow it.
    await until(() => a!.output().includes('redis: unreachable'));
    expect(a!.output().match(/redis: unreachable/g)).toHaveLength(1);

    await redis.restart();
    await until(async () => (await readyz(a!)).redis === 'up' && (await readyz(b!)).redis === 'up');
    await until(() => a!.output().includes('redis: reachable again'));
    expect(a!.output().match(/redis: reachable again/g)).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await call(i % 2 === 0 ? a! : b!)).status).toBe(200);
  });

  it('after a restart of Redis, hold the shared limit again', async () => {
    const [a, b] = await instances(2, { RATE_LIMIT_PER_MINUTE: '2' });
    await redis.kill();
    await redis.restart();
    await until(async () => (await readyz(a!)).redis === 'up' && (await readyz(b!)).redis === 'up');
    const statuses = [await call(a!), await call(b!), await call(a!), await call(b!)].map((r) => r.status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

describe('SIGTERM', () => {
  it('turns /readyz 503, refuses new calls, ends an open stream with server_shutting_down after the grace, then exits', async () => {
    const [server] = await instances(1, { RATE_LIMIT_PER_MINUTE: '0', SHUTDOWN_GRACE_MS: '500' });
    fake.script({ chunks: ['kept ', 'never'], chunkDelayMs: 60_000 });
    const streaming = await call(server!, true);
    const events = readEvents(streaming);
    await until(() => fake.requests().length === 1);
    server!.child.kill('SIGTERM');
    await until(async () => (await fetch(`${server!.url}${READYZ_PATH}`)).status === 503);
    const refused = await call(server!);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: { code: 'server_shutting_down' } });

    const received = await events;
    expect(received[0]).toEqual({ type: 'delta', text: 'kept ' });
    expect(received.at(-1)).toMatchObject({ type: 'error', error: { code: 'server_shutting_down' } });
    expect(await server!.exited).toBe(0);
  });
});
