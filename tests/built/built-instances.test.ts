import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATH } from '../../src/shared/api-contract';
import { READYZ_PATH } from '../../src/shared/config/scale-limits';
import { createFakeUpstream, type FakeUpstreamHandle } from '../fake-upstream/fake-upstream';
import { startRedis, type RedisProcess } from '../server/redis-process';
import { eventually, startServerProcess, type ServerProcess } from '../server/server-process';
import { queryBody, TEST_KEY } from '../server/test-harness';
import { builtClientDir } from './built-dir';

/**
 * The built server (dist/server/main.js, whose Redis limits are a chunk loaded only with
 * REDIS_URL) as two processes sharing one real Redis: the process tests of src/server run the
 * source through tsx, so this is what proves the bundle under the same limits.
 */
const entry = join(builtClientDir(), '..', 'server', 'main.js');
let redis: RedisProcess;
let fake: FakeUpstreamHandle;
const running: ServerProcess[] = [];

beforeAll(async () => {
  [redis, fake] = await Promise.all([startRedis(), createFakeUpstream()]);
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await redis.kill();
  await fake.close();
});

it('shares the per-client limits of two built instances through Redis', async () => {
  const env = { GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: fake.baseURL, REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '2' };
  const [a, b] = await Promise.all([startServerProcess(env, [entry]), startServerProcess(env, [entry])]);
  running.push(a!, b!);
  for (const server of running) await eventually(async () => ((await (await fetch(`${server.url}${READYZ_PATH}`)).json()) as { redis: string }).redis === 'up');
  const call = (server: ServerProcess) =>
    fetch(`${server.url}${API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: queryBody() });
  const statuses = [(await call(a!)).status, (await call(b!)).status, (await call(a!)).status, (await call(b!)).status];
  expect(statuses).toEqual([200, 200, 429, 429]);
  expect(fake.requests()).toHaveLength(2);
});
