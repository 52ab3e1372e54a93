import { connect } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH } from '../../shared/api-contract';
import { listen, queryBody, startHarness, type Harness } from '../../../tests/server/test-harness';
import { CLIENT_CLOSED } from '../stream-outcome';
import { PAGE_ROUTE_IN_LOG, SERVER_PATHS_IN_LOG, UNKNOWN_API_IN_LOG, UNKNOWN_ASSET_IN_LOG } from './request-log';
import { until } from '../../../tests/server/until';

let h: Harness;
let lines: string[];
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function loggingApp(overrides: Parameters<typeof startHarness>[0] = {}) {
  lines = [];
  h = await startHarness({ log: (line) => lines.push(line), ...overrides });
  open.push(h.fake);
  return h.app;
}

describe('log injection: a path cannot forge a log line or send terminal escapes', () => {
  it.each([
    ['CR LF', '/api/x%0D%0AGET%20/forged%20200%201.0ms'],
    ['ESC', '/api/%1B%5B2J%1B%5B31mred'],
    ['a line separator', '/api/x%E2%80%A8forged'],
  ])('writes a %s in a path as one line of printable characters', async (_name, path) => {
    const app = await loggingApp();
    h.fake.script({ status: 200 });
    await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(lines).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- no control character may reach the log
    expect(lines[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});

describe('which paths a log line names (never what a person typed)', () => {
  it('writes an unknown API path or a missing asset as a placeholder, never what was typed', async () => {
    const app = await loggingApp({ staticDir: '/nonexistent-build' });
    await app.request('/api/My%20secret%20title');
    await app.request('/assets/Letter%20to%20my%20doctor');
    await app.request('/write/Letter%20to%20my%20doctor');
    expect(lines.map((l) => l.split(' ')[1])).toEqual([UNKNOWN_API_IN_LOG, UNKNOWN_ASSET_IN_LOG, PAGE_ROUTE_IN_LOG]);
    expect(lines.join('\n')).not.toMatch(/secret|doctor/);
  });

  it.each(SERVER_PATHS_IN_LOG)('names %s as itself, never as a page', async (path) => {
    const app = await loggingApp();
    await app.request(path);
    expect(lines[0]?.split(' ')[1]).toBe(path);
  });

  it('names the real API route', async () => {
    const app = await loggingApp();
    await app.request(API_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: queryBody() });
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^POST ${API_PATH} 200 [\\d.]+ms$`))]);
  });

});

describe('how a stream ended', () => {
  const stream = (app: Harness['app']) =>
    app.request(API_PATH, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: queryBody() });

  it('logs one line when the stream ends, with its outcome', async () => {
    const app = await loggingApp();
    await (await stream(app)).text();
    h.fake.script({ chunks: ['a ', 'b '], cutAfterChunks: 1 });
    await (await stream(app)).text();
    await until(() => lines.length === 2);
    expect(lines[0]).toMatch(new RegExp(`^POST ${API_PATH} 200 [\\d.]+ms stream=done$`));
    expect(lines[1]).toMatch(/ 200 [\d.]+ms stream=stream_interrupted$/);
  });

  it('logs a stream the client left as client_closed', async () => {
    const app = await loggingApp({ upstreamTimeoutMs: 10_000 });
    h.fake.script({ chunks: ['a ', 'b '], chunkDelayMs: 5_000 });
    const server = await listen(app);
    open.push(server);
    const controller = new AbortController();
    const res = await fetch(`${server.url}${API_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: queryBody(),
      signal: controller.signal,
    });
    await res.body?.getReader().read();
    controller.abort();
    await until(() => lines.length === 1);
    expect(lines[0]).toMatch(new RegExp(` 200 [\\d.]+ms stream=${CLIENT_CLOSED}$`));
  });
});

describe('a client that hangs up in the middle of its upload', () => {
  it('is not logged as a server error', async () => {
    const app = await loggingApp();
    const server = await listen(app);
    open.push(server);
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const arrived = once(server.node, 'request');
    socket.write(`POST ${API_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":"half`);
    await arrived; // the app has the request and waits for the rest of its body
    socket.destroy();
    // The request's own line is the last the request writes (an error's line comes before it).
    await until(() => lines.some((line) => line.startsWith(`POST ${API_PATH} `)), { what: 'the request line' });
    expect(lines.join('\n')).not.toMatch(/ 5\d\d |^error/m);
    expect(h.fake.requests()).toHaveLength(0);
  });
});
