import fc from 'fast-check';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATH } from '../shared/api-contract';
import { DEFAULT_MODEL_ID } from '../shared/config/models';
import { KNOWN_BAD_BODIES, KNOWN_BAD_HEADERS, KNOWN_BAD_PATHS, USER_TEXT_MARKER } from '../../tests/server/hostile-inputs.fixtures';
import { startHarness, TEST_KEY, type Harness } from '../../tests/server/test-harness';

/**
 * Figure: at least 10,000 hostile requests per run (fast-check, plus a list of known-bad bodies,
 * headers and paths) against the whole app with its real middleware and a fake upstream: 0 answers
 * of 5xx, 0 crashes (uncaught errors), 0 hangs, the key in no answer, the person's text in no log line.
 */
const GENERATED_RUNS = 10_000;
const HANG_MS = 5_000;

interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

let h: Harness;
let buildDir: string;
const logLines: string[] = [];
beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'hostile-build-'));
  await mkdir(join(buildDir, 'assets'));
  await writeFile(join(buildDir, 'index.html'), '<!doctype html><title>page</title>');
  await writeFile(join(buildDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  h = await startHarness({ staticDir: buildDir, rateLimitPerMinute: 1_000_000, trustedProxies: 1, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await h.fake.close();
  await rm(buildDir, { recursive: true, force: true });
});

const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');
const validBody = fc
  .record({ text: fc.string({ maxLength: 200 }), stream: fc.boolean() })
  .map(({ text }) => JSON.stringify({ query: `${USER_TEXT_MARKER} ${text}`, modelName: DEFAULT_MODEL_ID }));
const nearlyValid = fc
  .record(
    {
      provider: fc.oneof(fc.constant('groq'), fc.string(), fc.integer(), fc.constant(null), fc.constant('__proto__')),
      query: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }).map((s) => `${USER_TEXT_MARKER}${s}`), fc.integer(), fc.constant(null), fc.array(fc.string())),
      modelName: fc.oneof(fc.constant(DEFAULT_MODEL_ID), fc.string(), fc.webUrl()),
    },
    { requiredKeys: [] },
  )
  .map((v) => JSON.stringify(v));
const body = fc.oneof(
  { weight: 3, arbitrary: validBody },
  { weight: 3, arbitrary: nearlyValid },
  { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 500 }) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_BAD_BODIES) },
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'APPLICATION/JSON', '') },
  { weight: 1, arbitrary: fc.string().map(printable) },
);
const headers = fc
  .record(
    {
      'content-type': contentType,
      accept: fc.oneof(fc.constant('text/event-stream'), fc.constant('application/json'), fc.string().map(printable)),
      origin: fc.oneof({ weight: 4, arbitrary: fc.constant('http://localhost') }, fc.constant('null'), fc.webUrl(), fc.string().map(printable)),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-origin', 'same-site', 'cross-site', 'none', 'bogus'),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended(), fc.string().map(printable), fc.constant('1.2.3.4, '.repeat(500))),
      'x-forwarded-host': fc.string().map(printable),
    },
    { requiredKeys: ['content-type'] },
  )
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== '')));
const path = fc.oneof(
  { weight: 8, arbitrary: fc.constant(API_PATH) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `/api/${encodeURIComponent(s)}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `/${encodeURIComponent(s)}`) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_BAD_PATHS) },
);
const request: fc.Arbitrary<HostileRequest> = fc
  .record({
    method: fc.oneof({ weight: 8, arbitrary: fc.constant('POST') }, { weight: 2, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') }),
    path,
    headers,
    body,
  })
  .map((r) => (r.method === 'GET' || r.method === 'HEAD' ? { ...r, body: undefined } : r));

/** The known-bad list: each body, each header set and each path, sent once. */
function knownBad(): HostileRequest[] {
  const json = { 'content-type': 'application/json' };
  const valid = JSON.stringify({ query: `${USER_TEXT_MARKER} hello`, modelName: DEFAULT_MODEL_ID });
  return [
    ...KNOWN_BAD_BODIES.map((b) => ({ method: 'POST', path: API_PATH, headers: json, body: b })),
    ...KNOWN_BAD_HEADERS.map((extra) => ({ method: 'POST', path: API_PATH, headers: { ...json, ...extra }, body: valid })),
    ...KNOWN_BAD_PATHS.flatMap((p) => [
      { method: 'GET', path: p, headers: {} },
      { method: 'POST', path: p, headers: json, body: valid },
    ]),
  ];
}

const timeout = (ms: number) => new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), ms).unref());

let crashes = 0;
const onCrash = () => void crashes++;
beforeAll(() => void process.on('uncaughtException', onCrash).on('unhandledRejection', onCrash));
afterAll(() => void process.off('uncaughtException', onCrash).off('unhandledRejection', onCrash));

/** What one request did: its answer (or a hang), and whether it leaked or broke anything. */
interface Verdict {
  status: number | 'hang';
  keyInAnswer: boolean;
  keyInLog: boolean;
  userTextInLog: boolean;
  crashed: boolean;
  polluted: boolean;
}

const tally = { sent: 0, serverErrors: 0, hangs: 0, keyInAnswers: 0, keyInLog: 0, userTextInLog: 0, crashes: 0, statuses: new Map<number, number>() };

async function send(r: HostileRequest): Promise<Verdict> {
  const crashesBefore = crashes;
  const linesBefore = logLines.length;
  const answered = (async () => {
    const res = await h.app.request(r.path, { method: r.method, headers: r.headers, body: r.body });
    return { status: res.status, text: await res.text() };
  })();
  const result = await Promise.race([answered, timeout(HANG_MS)]);
  const lines = logLines.slice(linesBefore);
  const verdict: Verdict = {
    status: result === 'hang' ? 'hang' : result.status,
    keyInAnswer: result !== 'hang' && result.text.includes(TEST_KEY),
    keyInLog: lines.some((l) => l.includes(TEST_KEY)),
    userTextInLog: lines.some((l) => l.includes(USER_TEXT_MARKER)),
    crashed: crashes > crashesBefore,
    polluted: ({} as Record<string, unknown>).polluted !== undefined,
  };
  tally.sent++;
  if (verdict.status === 'hang') tally.hangs++;
  else {
    tally.statuses.set(verdict.status, (tally.statuses.get(verdict.status) ?? 0) + 1);
    if (verdict.status >= 500) tally.serverErrors++;
  }
  tally.keyInAnswers += Number(verdict.keyInAnswer);
  tally.keyInLog += Number(verdict.keyInLog);
  tally.userTextInLog += Number(verdict.userTextInLog);
  tally.crashes += Number(verdict.crashed);
  return verdict;
}

/** A request is answered well when it got a status below 500, in time, and leaked and broke nothing. */
const answeredWell = (v: Verdict) => v.status !== 'hang' && v.status < 500 && !v.keyInAnswer && !v.keyInLog && !v.userTextInLog && !v.crashed && !v.polluted;

afterAll(() => {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(
    `FIGURE hostile API inputs: ${tally.sent.toLocaleString('en-US')} requests (${GENERATED_RUNS.toLocaleString('en-US')} generated by fast-check + ${knownBad().length} known-bad), ` +
      `5xx: ${tally.serverErrors}, crashes: ${tally.crashes}, hangs: ${tally.hangs}, key in answers: ${tally.keyInAnswers}, ` +
      `log lines: ${logLines.length} (key in ${tally.keyInLog}, user text in ${tally.userTextInLog}), upstream calls: ${h.fake.requests().length}\n  statuses: ${statuses}`,
  );
});

it('answers every known-bad body, header set and path without a 5xx, a crash, a hang or a leak', { timeout: 60_000 }, async () => {
  const failed: string[] = [];
  for (const r of knownBad()) {
    const verdict = await send(r);
    if (!answeredWell(verdict)) failed.push(`${r.method} ${r.path.slice(0, 80)} ${JSON.stringify(r.headers).slice(0, 120)} -> ${JSON.stringify(verdict)}`);
  }
  expect(failed).toEqual([]);
});

// The property returns each request's verdict, so fast-check fails on the first bad answer and
// shrinks the request to the smallest one that still gets it.
it(`answers ${GENERATED_RUNS.toLocaleString('en-US')} generated requests without a 5xx, a crash, a hang or a leak`, { timeout: 300_000 }, async () => {
  const before = tally.sent;
  await fc.assert(fc.asyncProperty(request, async (r) => answeredWell(await send(r))), { numRuns: GENERATED_RUNS });
  expect(tally.sent - before).toBeGreaterThanOrEqual(GENERATED_RUNS);
  expect(tally.sent).toBeGreaterThanOrEqual(10_000);
});

it('still answers a plain call after all of them', async () => {
  const healthy = await h.app.request(API_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'still there?', modelName: DEFAULT_MODEL_ID }),
  });
  expect(healthy.status).toBe(200);
});
