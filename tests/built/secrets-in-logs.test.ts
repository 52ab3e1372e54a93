import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { API_PATH } from '../../src/shared/api-contract';
import { DEFAULT_MODEL_ID } from '../../src/shared/config/models';
import { HEALTHZ_PATH } from '../../src/shared/config/scale-limits';
import { createFakeUpstream, type FakeUpstreamHandle } from '../fake-upstream/fake-upstream';
import { startServerProcess, type ServerProcess } from '../server/server-process';
import { TEST_KEY } from '../server/test-harness';

/**
 * Figure: the built server as a process (its real logger), driven through successes, upstream
 * failures, refusals, aborts and hostile paths: the key in 0 answers and 0 log lines, the person's
 * text in 0 log lines.
 */
const USER_TEXT = 'Dear doctor, my private words 4c1e';

let fake: FakeUpstreamHandle;
let server: ServerProcess;
let base = '';
/** What the server printed, line by line. */
const output = () => server.output().split('\n').filter(Boolean);

beforeAll(async () => {
  fake = await createFakeUpstream();
  server = await startServerProcess({
    STATIC_DIR: 'no-build-here',
    GROQ_API_KEY: TEST_KEY,
    GROQ_BASE_URL: fake.baseURL,
    UPSTREAM_TIMEOUT_MS: '500',
    RATE_LIMIT_PER_MINUTE: '40',
    TRUST_PROXY: '1',
  });
  base = server.url;
});

afterAll(async () => {
  await server.stop();
  await fake.close();
});

const body = JSON.stringify({ query: `Fix this This is the query: " - ${USER_TEXT}`, modelName: DEFAULT_MODEL_ID });

async function call(init: { stream?: boolean; headers?: Record<string, string>; path?: string; body?: string; abortAfterFirst?: boolean } = {}): Promise<string> {
  const controller = new AbortController();
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
  if (init.stream) headers.accept = 'text/event-stream';
  const res = await fetch(`${base}${init.path ?? API_PATH}`, { method: 'POST', headers, body: init.body ?? body, signal: controller.signal });
  if (init.abortAfterFirst) {
    const first = await res.body?.getReader().read();
    controller.abort();
    return new TextDecoder().decode(first?.value);
  }
  return res.text();
}

/**
 * Sends a request's head and part of its body, then hangs up once the server has read them: the
 * mark is the answer to a later request (a health check), which the server reads after them.
 */
async function hangUpMidUpload(): Promise<void> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  await new Promise<void>((resolve) => {
    socket.write(`POST ${API_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n${body.slice(0, 40)}`, () => resolve());
  });
  await (await fetch(`${base}${HEALTHZ_PATH}`)).text();
  socket.destroy();
}

/** Every way of asking, each answered once: what it sends and how the fake upstream answers. */
const CALLS: [name: string, ask: () => Promise<string>][] = [
  ['a JSON reply', () => call()],
  ['a streamed reply', () => call({ stream: true })],
  ...[{ status: 401 }, { status: 429, retryAfter: 5 }, { status: 500, times: 2 }, { malformed: true }, { hang: true }].map(
    (script): [string, () => Promise<string>] => [`an upstream ${JSON.stringify(script)}`, () => (fake.script(script), call())],
  ),
  ['a stream cut upstream', () => (fake.script({ chunks: ['a ', 'b ', 'c'], cutAfterChunks: 1 }), call({ stream: true }))],
  ['a stream the client leaves', () => (fake.script({ chunks: ['a ', 'b '], chunkDelayMs: 2_000 }), call({ stream: true, abortAfterFirst: true }))],
  ['broken JSON', () => call({ body: '{"query": "' + USER_TEXT })],
  ['a text/plain body', () => call({ headers: { 'content-type': 'text/plain' } })],
  ['another origin', () => call({ headers: { origin: 'https://evil.example' } })],
  ['the text as X-Forwarded-For', () => call({ headers: { 'x-forwarded-for': USER_TEXT } })],
  ['the text as an API path', () => call({ path: `/api/${encodeURIComponent(USER_TEXT)}` })],
  ['a CRLF in an API path', () => call({ path: `/api/x%0D%0A${encodeURIComponent(USER_TEXT)}` })],
  ['the text as a page route', async () => (await fetch(`${base}/write/${encodeURIComponent(USER_TEXT)}`)).text()],
  ['the text as an asset path', async () => (await fetch(`${base}/assets/${encodeURIComponent(USER_TEXT)}`)).text()],
];
const answers: string[] = [];
/** One access-log line per request, written when the request ends (a stream's when the stream ends). */
const requestLines = () => output().filter((line) => /^(GET|POST|PUT|DELETE|HEAD|OPTIONS|PATCH) /.test(line));

it.each(CALLS)('answers %s without the key', { timeout: 10_000 }, async (_name, ask) => {
  const answer = await ask();
  answers.push(answer);
  expect(answer).not.toContain(TEST_KEY);
});

it('never writes the key or the person’s text to its log, a client hanging up mid-upload included', { timeout: 60_000 }, async () => {
  await hangUpMidUpload();
  // Every request, the hang-up and its health check included, has written its line: nothing more is on its way.
  await vi.waitFor(() => expect(requestLines()).toHaveLength(CALLS.length + 2), { timeout: 10_000 });

  await server.stop();
  const lines = output();
  const keyInAnswers = answers.filter((a) => a.includes(TEST_KEY)).length;
  const keyInLog = lines.filter((l) => l.includes(TEST_KEY)).length;
  const textInLog = lines.filter((l) => l.includes(USER_TEXT) || l.includes(encodeURIComponent(USER_TEXT))).length;
  console.log(
    `FIGURE the key and user text: ${answers.length} answers and ${lines.length} log lines of the server process; ` +
      `key in answers: ${keyInAnswers}, key in log lines: ${keyInLog}, user text in log lines: ${textInLog}\n  ${lines.join('\n  ')}`,
  );
  expect(answers).toHaveLength(CALLS.length);
  expect(lines.length).toBeGreaterThan(answers.length);
  expect({ keyInAnswers, keyInLog, textInLog }).toEqual({ keyInAnswers: 0, keyInLog: 0, textInLog: 0 });
});
