import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, apiErrorSchema, type ErrorCode } from '../../shared/api-contract';
import { MAX_BODY_BYTES, MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { DEFAULT_MODEL_ID } from '../../shared/config/models';
import { connect } from 'node:net';
import { listen, postQuery, queryBody, startHarness, TEST_KEY, type Harness } from '../../../tests/server/test-harness';
import { parse } from 'valibot';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.fake.close();
});

async function expectRejected(res: Response, status: number, code: ErrorCode): Promise<void> {
  const text = await res.text();
  expect(res.status).toBe(status);
  expect(parse(apiErrorSchema, JSON.parse(text)).error.code).toBe(code);
  expect(text).not.toContain(TEST_KEY);
}

const cases: { name: string; body: string; status: number; code: ErrorCode }[] = [
  { name: 'an empty body', body: '', status: 400, code: 'invalid_json' },
  { name: 'malformed JSON', body: '{"query": "x",', status: 400, code: 'invalid_json' },
  { name: 'a JSON string', body: '"hello"', status: 400, code: 'invalid_request' },
  { name: 'JSON null', body: 'null', status: 400, code: 'invalid_request' },
  { name: 'an array', body: '[1,2]', status: 400, code: 'invalid_request' },
  { name: 'no query', body: JSON.stringify({ modelName: DEFAULT_MODEL_ID }), status: 400, code: 'invalid_request' },
  { name: 'a blank query', body: queryBody({ query: ' \n\t ' }), status: 400, code: 'invalid_request' },
  { name: 'a numeric query', body: JSON.stringify({ query: 42, modelName: DEFAULT_MODEL_ID }), status: 400, code: 'invalid_request' },
  { name: 'no model', body: JSON.stringify({ query: 'hi' }), status: 400, code: 'invalid_request' },
  { name: 'an unknown model', body: queryBody({ modelName: 'gpt-4o' }), status: 400, code: 'invalid_request' },
  { name: 'a URL as model', body: queryBody({ modelName: 'http://evil.example/v1' }), status: 400, code: 'invalid_request' },
  { name: 'an unknown provider', body: queryBody({ provider: 'openai' as 'groq' }), status: 400, code: 'invalid_request' },
  { name: 'a URL as provider', body: queryBody({ provider: 'https://evil.example' as 'groq' }), status: 400, code: 'invalid_request' },
  { name: 'a query one character too long', body: queryBody({ query: 'a'.repeat(MAX_QUERY_CHARS + 1) }), status: 400, code: 'invalid_request' },
  { name: 'a body over the byte limit', body: queryBody({ query: 'a'.repeat(MAX_BODY_BYTES) }), status: 413, code: 'payload_too_large' },
  { name: 'a huge body of emoji', body: queryBody({ query: '😀'.repeat(MAX_BODY_BYTES / 2) }), status: 413, code: 'payload_too_large' },
];

describe('bad input', () => {
  it.each(cases)('$name is refused with $status $code and never reaches upstream', async ({ body, status, code }) => {
    h.fake.reset();
    await expectRejected(await postQuery(h.app, body), status, code);
    expect(h.fake.requests()).toHaveLength(0);
  });

  it('accepts a query of exactly the longest length, in any script', async () => {
    const res = await postQuery(h.app, queryBody({ query: 'é'.repeat(MAX_QUERY_CHARS) }));
    expect(res.status).toBe(200);
  });

  it('does not echo the offending values in the error message', async () => {
    const res = await postQuery(h.app, queryBody({ modelName: 'secret-model-name-xyz' }));
    expect(await res.text()).not.toContain('secret-model-name-xyz');
  });

  it('never answers 5xx to arbitrary bodies, and still answers well afterwards', async () => {
    const anyJson = fc.jsonValue().map((v) => JSON.stringify(v));
    const nearlyValid = fc
      .record(
        {
          provider: fc.oneof(fc.constant('groq'), fc.string(), fc.integer(), fc.constant(null)),
          query: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer(), fc.constant(null), fc.array(fc.string())),
          modelName: fc.oneof(fc.constant(DEFAULT_MODEL_ID), fc.string(), fc.webUrl()),
          followUp: fc.oneof(
            fc.record({ reply: fc.string(), instruction: fc.string(), passage: fc.option(fc.string(), { nil: undefined }) }, { requiredKeys: [] }),
            fc.string(),
            fc.constant(null),
          ),
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v));
    const bodies = fc.oneof(anyJson, nearlyValid, fc.string({ unit: 'binary', maxLength: 500 }));
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await postQuery(h.app, body);
        const text = await res.text();
        expect(res.status).toBeLessThan(500);
        expect(text).not.toContain(TEST_KEY);
        if (res.status !== 200) parse(apiErrorSchema, JSON.parse(text));
      }),
      { numRuns: 150 },
    );
    expect((await postQuery(h.app, queryBody())).status).toBe(200);
  }, 60_000);

  it('refuses a body sent without a content-length over the byte limit', async () => {
    const big = new TextEncoder().encode(queryBody({ query: 'a'.repeat(MAX_BODY_BYTES) }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const res = await h.app.request(API_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    await expectRejected(res, 413, 'payload_too_large');
  });

  it('over a socket, refuses a Content-Length over the byte limit before the body is sent, and reads one within it', async () => {
    const server = await listen(h.app);
    try {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (d: Buffer) => {
          text += d.toString();
          if (text.includes('\r\n\r\n{')) resolve(text);
        });
      });
      socket.write(`POST ${API_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n{"query":`);
      expect(await answer).toMatch(/^HTTP\/1\.1 413 /);
      socket.destroy();
      const fits = await fetch(`${server.url}${API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: queryBody() });
      expect(fits.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
