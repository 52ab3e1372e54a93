import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { echoOf, type FakeScript } from '../../../tests/fake-upstream/fake-script';
import { apiErrorSchema, type ErrorCode } from '../../shared/api-contract';
import { OUTPUT_WORD_LIMIT } from '../../shared/config/app-config';
import { MAX_RETRY_AFTER_SECONDS, MAX_UPSTREAM_JSON_BYTES } from '../../shared/config/safety-limits';
import { ACTIVE_MODELS } from '../../shared/config/models';
import { errorMessage } from '../../shared/config/error-messages';
import { appFor, postQuery, queryBody, readEvents, startHarness, TEST_KEY, type Harness } from '../../../tests/server/test-harness';
import { PAGE_ROUTE_IN_LOG } from '../middleware/request-log';
import { parse } from 'valibot';
import { streamEvent } from '../../../tests/server/stream-event';
import { until } from '../../../tests/server/until';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ upstreamTimeoutMs: 1_500 });
});
afterEach(async () => {
  await h.fake.close();
});

async function errorOf(res: Response): Promise<{ code: string; message: string; text: string }> {
  const text = await res.text();
  return { ...parse(apiErrorSchema, JSON.parse(text)).error, text };
}

describe('the happy path', () => {
  it('answers JSON with the model reply and sends the model, system limit and budget upstream', async () => {
    const res = await postQuery(h.app, queryBody());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { content: string };
    expect(body.content).toBe(echoOf('Improve this This is the query: " - hello world'));

    const [sent] = h.fake.requests();
    expect(sent?.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(sent?.body).toMatchObject({
      model: ACTIVE_MODELS[0]?.id,
      max_completion_tokens: ACTIVE_MODELS[0]?.maxCompletionTokens,
      messages: [{ role: 'system', content: expect.stringContaining(`${OUTPUT_WORD_LIMIT} words`) }, { role: 'user' }],
    });
  });

  it('asks reasoning models for low effort with the reasoning kept out of the reply', async () => {
    for (const model of ACTIVE_MODELS) {
      h.fake.reset();
      await postQuery(h.app, queryBody({ modelName: model.id }));
      const sent = h.fake.requests()[0]?.body as Record<string, unknown>;
      expect(sent.max_completion_tokens).toBe(model.maxCompletionTokens);
      if (model.reasons) expect(sent).toMatchObject({ reasoning_effort: 'low', include_reasoning: false });
      else expect(sent).not.toHaveProperty('reasoning_effort');
    }
  });

  it('streams deltas then one done event with usage when asked for text/event-stream', async () => {
    h.fake.script({ chunks: ['One ', 'two ', 'three'] });
    const res = await postQuery(h.app, queryBody(), true);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (await readEvents(res)).map((e) => streamEvent(e));
    expect(events.slice(0, 3)).toEqual([
      { type: 'delta', text: 'One ' },
      { type: 'delta', text: 'two ' },
      { type: 'delta', text: 'three' },
    ]);
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({ type: 'done', usage: { totalTokens: expect.any(Number) } });
    expect((h.fake.requests()[0]?.body as { stream: boolean }).stream).toBe(true);
  });

  it("passes the provider's token budget on to the page, so a long document can pace its parts", async () => {
    h.fake.script({ tokenBudget: { remaining: 5200, reset: '7.5s' } });
    const res = await postQuery(h.app, queryBody(), true);
    expect(res.headers.get('x-ratelimit-remaining-tokens')).toBe('5200');
    expect(res.headers.get('x-ratelimit-reset-tokens')).toBe('7.5s');
    await res.text();
    const plain = await postQuery(h.app, queryBody(), true);
    expect(plain.headers.get('x-ratelimit-remaining-tokens')).toBeNull();
    await plain.text();
  });

  it("tells a streamed reply's page how many calls it has left this minute, so a long document can pace its parts", async () => {
    const limited = await startHarness({ rateLimitPerMinute: 5 });
    const res = await postQuery(limited.app, queryBody(), true);
    expect(res.headers.get('ratelimit-remaining')).toBe('4');
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    await res.text();
    await limited.fake.close();
  });

  it('retries a transient upstream failure once before answering', async () => {
    h.fake.script({ status: 500 });
    const res = await postQuery(h.app, queryBody());
    expect(res.status).toBe(200);
    expect(h.fake.requests()).toHaveLength(2);
  });
});

interface Row {
  name: string;
  script: FakeScript;
  status: number;
  code: ErrorCode;
  retryAfter?: string;
}

// One row per upstream failure of the error mapping; transient ones are scripted twice (one retry).
const rows: Row[] = [
  { name: '401 invalid key', script: { status: 401 }, status: 502, code: 'provider_auth_failed' },
  { name: '403 forbidden', script: { status: 403 }, status: 502, code: 'provider_auth_failed' },
  { name: '404 unknown model', script: { status: 404 }, status: 502, code: 'model_unavailable' },
  { name: '413 request too large', script: { status: 413 }, status: 413, code: 'upstream_too_large' },
  { name: '429 rate limit', script: { status: 429, retryAfter: 7 }, status: 429, code: 'upstream_rate_limited', retryAfter: '7' },
  { name: '500 server error', script: { status: 500, times: 2 }, status: 502, code: 'upstream_error' },
  { name: '502 bad gateway', script: { status: 502, times: 2 }, status: 502, code: 'upstream_error' },
  { name: '503 over capacity', script: { status: 503, times: 2 }, status: 503, code: 'upstream_unavailable' },
  { name: '498 flex capacity', script: { status: 498, times: 2 }, status: 503, code: 'upstream_unavailable' },
  { name: 'no answer before the deadline', script: { hang: true }, status: 504, code: 'upstream_timeout' },
  { name: 'an answer after the deadline', script: { delayMs: 4_000 }, status: 504, code: 'upstream_timeout' },
  { name: 'a 200 that is not JSON', script: { malformed: true }, status: 502, code: 'upstream_bad_response' },
];

describe('what the upstream may cost', () => {
  it('clamps an upstream Retry-After of 99999999999 to two minutes', async () => {
    h.fake.script({ status: 429, retryAfter: 99_999_999_999 });
    const res = await postQuery(h.app, queryBody());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(MAX_RETRY_AFTER_SECONDS));
    expect((await errorOf(res)).message).toBe(errorMessage('upstream_rate_limited', MAX_RETRY_AFTER_SECONDS));
  });

  it('refuses a JSON reply far larger than any reply, without keeping it or calling again', async () => {
    h.fake.script({ jsonPaddingBytes: MAX_UPSTREAM_JSON_BYTES + 1 });
    const res = await postQuery(h.app, queryBody());
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('upstream_bad_response');
    expect(h.fake.requests()).toHaveLength(1);
  });

  it('ends a stream whose event never ends once it passes the event cap', async () => {
    h.fake.script({ oversizedEventChars: 16 * 1024 * 1024 });
    const res = await postQuery(h.app, queryBody(), true);
    const events = (await readEvents(res)).map((e) => streamEvent(e));
    expect(events.at(-1)).toEqual({ type: 'error', error: { code: 'upstream_bad_response', message: errorMessage('upstream_bad_response') } });
    await until(() => h.fake.requests()[0]?.aborted === true);
  });

  it('ends a stream that never stops sending once its duration is up', async () => {
    const app = appFor(h.fake.baseURL, { upstreamTimeoutMs: 1_500, maxStreamMs: 400 });
    h.fake.script({ endless: true, chunkDelayMs: 20 });
    const events = (await readEvents(await postQuery(app, queryBody(), true))).map((e) => streamEvent(e));
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ type: 'error', error: { code: 'upstream_timeout', message: errorMessage('upstream_timeout') } });
    await until(() => h.fake.requests()[0]?.aborted === true);
  });
});

describe.each([false, true])('upstream failures before any reply (stream: %s)', (stream) => {
  it.each(rows)('$name answers $status $code as a JSON error', async ({ script, status, code, retryAfter }) => {
    if (stream && script.malformed) return; // a malformed stream starts with a 200: see the mid-stream table
    h.fake.script(script);
    const res = await postQuery(h.app, queryBody(), stream);
    const error = await errorOf(res);
    expect(res.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(code === 'upstream_rate_limited' ? errorMessage('upstream_rate_limited', 7) : errorMessage(code));
    if (retryAfter) expect(res.headers.get('retry-after')).toBe(retryAfter);
    expect(error.text).not.toContain(TEST_KEY);
  });
});

it('answers 502 upstream_unreachable when the upstream refuses the connection', async () => {
  const closed = h.fake.baseURL;
  await h.fake.close();
  const app = appFor(closed, { upstreamTimeoutMs: 5_000 });
  const res = await postQuery(app, queryBody());
  expect(res.status).toBe(502);
  expect((await errorOf(res)).code).toBe('upstream_unreachable');
});

describe('failures in the middle of a stream', () => {
  const cases: { name: string; script: FakeScript; code: ErrorCode }[] = [
    { name: 'an x_groq.error event', script: { chunks: ['a ', 'b ', 'c'], cutAfterChunks: 2 }, code: 'stream_interrupted' },
    { name: 'a dropped socket', script: { chunks: ['a ', 'b ', 'c'], cutAfterChunks: 2, cutBySocket: true }, code: 'stream_interrupted' },
    { name: 'a chunk that is not JSON', script: { chunks: ['a ', 'b '], malformed: true }, code: 'upstream_bad_response' },
    { name: 'silence longer than the deadline', script: { chunks: ['a ', 'b '], chunkDelayMs: 4_000 }, code: 'upstream_timeout' },
  ];
  it.each(cases)('$name ends the stream with one error event $code after the deltas sent', async ({ script, code }) => {
    h.fake.script(script);
    const res = await postQuery(h.app, queryBody(), true);
    expect(res.status).toBe(200);
    const events = (await readEvents(res)).map((e) => streamEvent(e));
    expect(events[0]).toEqual({ type: 'delta', text: 'a ' });
    expect(events.at(-1)).toEqual({ type: 'error', error: { code, message: errorMessage(code) } });
    expect(events.filter((e) => e.type !== 'delta')).toHaveLength(1);
  });
});

it('answers 503 provider_not_configured, naming GROQ_API_KEY, when no key is set', async () => {
  const app = appFor(h.fake.baseURL, { upstreamTimeoutMs: 400 }, { noKey: true });
  const res = await postQuery(app, queryBody());
  expect(res.status).toBe(503);
  const error = await errorOf(res);
  expect(error.code).toBe('provider_not_configured');
  expect(error.message).toContain('GROQ_API_KEY');
  expect(h.fake.requests()).toHaveLength(0);
});

/** An app whose log lines are kept for the test to read. */
function loggingApp() {
  const lines: string[] = [];
  const app = appFor(h.fake.baseURL, { upstreamTimeoutMs: 5_000, log: (line) => lines.push(line) });
  return { app, lines };
}

it('logs method, path, status and duration only: never the text or the key', async () => {
  const { app, lines } = loggingApp();
  await postQuery(app, queryBody({ query: 'my private words' }));
  h.fake.script({ status: 401 });
  await postQuery(app, queryBody({ query: 'my private words' }), true);
  expect(lines).toEqual([expect.stringMatching(/^POST \/api\/vercelApiRouter 200 [\d.]+ms$/), expect.stringMatching(/^POST \/api\/vercelApiRouter 502 [\d.]+ms$/)]);
});

it('logs a page URL as a placeholder, never the persona or mode title in it', async () => {
  const { app, lines } = loggingApp();
  await app.request('/Private%20persona/Letter%20to%20my%20doctor');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(PAGE_ROUTE_IN_LOG);
  expect(lines[0]).not.toMatch(/Private|doctor/);
});
