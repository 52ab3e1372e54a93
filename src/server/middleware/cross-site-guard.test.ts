import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH, apiErrorSchema } from '../../shared/api-contract';
import { listen, queryBody, startHarness, type Harness } from '../../../tests/server/test-harness';
import { parse } from 'valibot';

// Without these refusals another website could make its visitors' browsers spend the server's key.
let h: Harness | undefined;
afterEach(async () => {
  await h?.fake.close();
  h = undefined;
});

async function send(headers: Record<string, string>, overrides: Parameters<typeof startHarness>[0] = {}, body = queryBody()) {
  h ??= await startHarness(overrides);
  const res = await h.app.request(API_PATH, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, code: res.status === 200 ? undefined : parse(apiErrorSchema, JSON.parse(text)).error.code, upstreamCalls: h.fake.requests().length };
}

const json = { 'content-type': 'application/json' };

describe('calls another site could make a browser send', () => {
  it.each([
    ['text/plain (a simple request, no preflight)', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', ''],
    ['a JSON look-alike', 'application/jsonp'],
  ])('refuses %s with 415 unsupported_media_type and no upstream call', async (_name, type) => {
    const result = await send(type === '' ? {} : { 'content-type': type });
    expect(result).toEqual({ status: 415, code: 'unsupported_media_type', upstreamCalls: 0 });
  });

  it('accepts application/json with a charset', async () => {
    expect((await send({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost.evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['a foreign Origin even with same-origin fetch metadata', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
  ])('refuses %s with 403 forbidden_origin and no upstream call', async (_name, headers) => {
    expect(await send({ ...json, ...headers })).toEqual({ status: 403, code: 'forbidden_origin', upstreamCalls: 0 });
  });

  it('answers the page’s own origin, same-origin metadata, and callers that are not browsers', async () => {
    expect((await send({ ...json, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await send({ ...json, 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await send(json)).status).toBe(200);
  });

  it('answers an origin listed in ALLOWED_ORIGINS, and only that one', async () => {
    const allowedOrigins = ['https://app.example.com'];
    expect((await send({ ...json, origin: 'https://app.example.com' }, { allowedOrigins })).status).toBe(200);
    expect((await send({ ...json, origin: 'https://other.example.com' }, { allowedOrigins })).status).toBe(403);
  });

  it('compares the Origin with the Host the request came in by, over a real socket', async () => {
    h = await startHarness();
    const server = await listen(h.app);
    try {
      const post = (origin: string) => fetch(`${server.url}${API_PATH}`, { method: 'POST', headers: { ...json, origin }, body: queryBody() });
      expect((await post(server.url)).status).toBe(200);
      expect((await post('http://127.0.0.1:1')).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('treats a host written with its default port as the same host', async () => {
    const headers = { ...json, origin: 'https://public.example', 'x-forwarded-host': 'public.example:443' };
    expect((await send(headers, { trustedProxies: 1 })).status).toBe(200);
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = { ...json, origin: 'https://public.example', 'x-forwarded-host': 'public.example' };
    expect((await send(headers, { trustedProxies: 0 })).status).toBe(403);
    await h?.fake.close();
    h = undefined;
    expect((await send(headers, { trustedProxies: 1 })).status).toBe(200);
  });
});
