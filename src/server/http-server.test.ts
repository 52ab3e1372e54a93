import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH, apiErrorSchema, MODELS_API_PATH } from '../shared/api-contract';
import { listen, queryBody, startHarness, TEST_KEY, type Harness } from '../../tests/server/test-harness';
import { parse } from 'valibot';
import { until } from '../../tests/server/until';

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function serveHarness(overrides: Parameters<typeof startHarness>[0] = {}): Promise<Harness & { url: string }> {
  const h = await startHarness(overrides);
  const server = await listen(h.app);
  open.push(server, h.fake);
  return { ...h, url: server.url };
}

function post(url: string, init: { stream?: boolean; signal?: AbortSignal; headers?: Record<string, string> } = {}) {
  return fetch(`${url}${API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(init.stream ? { accept: 'text/event-stream' } : {}), ...init.headers },
    body: queryBody(),
    signal: init.signal,
  });
}

describe('over HTTP', () => {
  it('forwards the first streamed piece while the upstream is still writing', async () => {
    const h = await serveHarness({ upstreamTimeoutMs: 10_000 });
    h.fake.script({ chunks: ['first ', 'second'], chunkDelayMs: 5_000 });
    const controller = new AbortController();
    const res = await post(h.url, { stream: true, signal: controller.signal });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`data: ${JSON.stringify({ type: 'delta', text: 'first ' })}\n\n`);
    controller.abort();
  });

  it('aborts the upstream call when the client leaves in the middle of a stream', async () => {
    const h = await serveHarness({ upstreamTimeoutMs: 10_000 });
    h.fake.script({ chunks: ['first ', 'second'], chunkDelayMs: 5_000 });
    const controller = new AbortController();
    const res = await post(h.url, { stream: true, signal: controller.signal });
    await res.body!.getReader().read();
    controller.abort();
    await until(() => h.fake.requests()[0]?.aborted === true);
  });

  it('aborts the upstream call when the client leaves while waiting for a JSON reply', async () => {
    const h = await serveHarness({ upstreamTimeoutMs: 10_000 });
    h.fake.script({ hang: true });
    const controller = new AbortController();
    const pending = post(h.url, { signal: controller.signal }).catch(() => undefined);
    await until(() => h.fake.requests().length === 1);
    controller.abort();
    await pending;
    await until(() => h.fake.requests()[0]?.aborted === true);
  });

  it('limits requests per client address with 429, Retry-After and a JSON error', async () => {
    const h = await serveHarness({ rateLimitPerMinute: 2 });
    expect((await post(h.url)).status).toBe(200);
    // Without TRUST_PROXY a forged X-Forwarded-For does not buy a fresh quota.
    expect((await post(h.url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
    const limited = await post(h.url, { headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(parse(apiErrorSchema, await limited.json()).error.code).toBe('rate_limited');
    expect(h.fake.requests()).toHaveLength(2);
  });

  it('counts each forwarded client separately behind a trusted proxy', async () => {
    const h = await serveHarness({ rateLimitPerMinute: 1, trustedProxies: 1 });
    // The proxy appends the address it saw; what the client wrote before it is ignored.
    const from = (chain: string) => post(h.url, { headers: { 'x-forwarded-for': chain } });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.2')).status).toBe(200);
    expect((await from('10.0.0.1, 198.51.100.1')).status).toBe(429);
  });

  it('never returns the key, whatever the upstream answers', async () => {
    const h = await serveHarness({ upstreamTimeoutMs: 300 });
    for (const status of [400, 401, 403, 404, 413, 429, 500, 503]) h.fake.script({ status, times: 2 });
    for (let i = 0; i < 9; i++) {
      const res = await post(h.url, { stream: i % 2 === 0 });
      expect(await res.text()).not.toContain(TEST_KEY);
    }
    // Nor any other route: the page, the model list, an unknown API path.
    for (const path of ['/', '/write', '/robots.txt', '/api/nope', MODELS_API_PATH]) {
      expect(await (await fetch(`${h.url}${path}`)).text(), path).not.toContain(TEST_KEY);
    }
  });
});

describe('the built page', () => {
  async function withBuild(): Promise<Harness & { url: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'server-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>');
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    open.push({ close: () => rm(dir, { recursive: true, force: true }) });
    return serveHarness({ staticDir: dir });
  }

  it('serves hashed assets as immutable and the page as no-cache, under the CSP', async () => {
    const h = await withBuild();
    const asset = await fetch(`${h.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${h.url}/`);
    expect(await page.text()).toContain('<title>page</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = page.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    // Model output cannot make the browser fetch an image from elsewhere (which would tell that
    // address the reader is there).
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    expect(page.headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it.each(['/', '/write', '/write/Fix%20grammar', '/My%20persona/tab'])('answers the page route %s with the page', async (path) => {
    const h = await withBuild();
    const res = await fetch(`${h.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('redirects deeper paths to /', async () => {
    const h = await withBuild();
    const res = await fetch(`${h.url}/a/b/c`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('serves robots.txt and favicon.svg from the build, and a missing asset as 404', async () => {
    const h = await withBuild();
    expect(await (await fetch(`${h.url}/robots.txt`)).text()).toContain('User-agent');
    expect((await fetch(`${h.url}/favicon.svg`)).headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${h.url}/assets/missing-123.js`)).status).toBe(404);
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    const h = await withBuild();
    for (const [method, path] of [['GET', '/api/nope'], ['POST', '/api/other'], ['GET', API_PATH]] as const) {
      const res = await fetch(`${h.url}${path}`, { method });
      expect(res.status).toBe(404);
      expect(parse(apiErrorSchema, await res.json()).error.code).toBe('not_found');
    }
  });
});
