import { connect } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { API_PATH } from '../shared/api-contract';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http-limits';
import { listen, startHarness, type Harness } from '../../tests/server/test-harness';

// A client trickling its upload a byte at a time would hold a connection for Node's default 300 s.
let h: Harness;
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

it('gives a client at most 10 s for its headers and 30 s for its whole request', () => {
  expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
});

it('cuts an upload trickled one byte at a time once the request time is up', async () => {
  h = await startHarness();
  const server = await listen(h.app, { requestTimeoutMs: 600 });
  open.push(server, h.fake);
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST ${API_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`);
  const started = Date.now();
  const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  // Bytes still trickling in when the server closes after its 408 may make it reset the connection:
  // the client then sees ECONNRESET after the answer, which is what the test reads.
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(trickle);
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(h.fake.requests()).toHaveLength(0);
});
