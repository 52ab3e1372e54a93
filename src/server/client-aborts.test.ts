import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATH } from '../shared/api-contract';
import { listen, queryBody, startHarness, type Harness, type Listening } from '../../tests/server/test-harness';
import { until } from '../../tests/server/until';

/**
 * Figure: 1,000 streams cut by the client after their first piece leave no upstream call running
 * and no timer or socket behind (Node's active handles counted before and after).
 */
const STREAMS = 1_000;
const AT_ONCE = 50;

let h: Harness;
let server: Listening;
beforeAll(async () => {
  // One client address opens AT_ONCE streams at a time here.
  h = await startHarness({ upstreamTimeoutMs: 10_000, maxStreamsPerClient: AT_ONCE });
  server = await listen(h.app);
});
afterAll(async () => {
  await server.close();
  await h.fake.close();
});

/** Starts a streamed call on its own connection, waits for the first piece, then hangs up. */
function cutAfterFirstPiece(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = queryBody();
    const req = request(
      { host: url.hostname, port: url.port, path: API_PATH, method: 'POST', agent: false, headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      },
    );
    req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
    req.end(body);
  });
}

/** Timers and sockets alive now (Node's own view), by kind. */
function handles(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) if (kind === 'Timeout' || kind.includes('TCP')) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

it(`leaves nothing running after ${STREAMS.toLocaleString('en-US')} streams cut by the client`, { timeout: 120_000 }, async () => {
  const url = new URL(server.url);
  await cutAfterFirstPiece(url); // warm up: the keep-alive pool to the upstream exists before counting
  // Counted once the warm-up's answer has ended upstream (its socket back in the pool) and its
  // client's connection is closed on the server's side, so no handle of it is counted as a baseline.
  await until(() => h.fake.requests().every((r) => r.closedAt !== undefined), { what: 'the warm-up answer ended upstream' });
  await until(async () => (await server.connections()) === 0, { what: 'the warm-up connection closed' });
  h.fake.reset();
  h.fake.script({ endless: true, chunkDelayMs: 20, times: STREAMS });
  const before = handles();

  for (let started = 0; started < STREAMS; started += AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, STREAMS - started) }, () => cutAfterFirstPiece(url)));
  }
  const calls = h.fake.requests();
  const running = () => calls.filter((r) => !r.aborted).length;
  await until(() => running() === 0, { timeoutMs: 5_000, what: () => `every upstream call aborted (${running()} running)` });
  // What is alive now and was not before (an idle keep-alive socket closing is fine).
  const leftOver = (now: Record<string, number>) => Object.keys(now).reduce((sum, kind) => sum + Math.max(0, (now[kind] ?? 0) - (before[kind] ?? 0)), 0);
  await until(() => leftOver(handles()) === 0, {
    timeoutMs: 5_000,
    what: () => `no timer or socket left (before ${JSON.stringify(before)}, now ${JSON.stringify(handles())})`,
  });
  const after = handles();
  const left = leftOver(after);
  console.log(
    `FIGURE client aborts: ${calls.length.toLocaleString('en-US')} streams cut by the client, upstream calls left running: ${running()}, ` +
      `timers and sockets left: ${left} (before ${JSON.stringify(before)}, after ${JSON.stringify(after)})`,
  );
  expect(calls).toHaveLength(STREAMS);
  expect(running()).toBe(0);
  expect(left).toBe(0);
});
