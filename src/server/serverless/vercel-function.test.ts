import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { API_PATH } from '../../shared/api-contract';
import { HEALTHZ_PATH, READYZ_PATH } from '../../shared/config/scale-limits';
import { createFakeUpstream, type FakeUpstreamHandle } from '../../../tests/fake-upstream/fake-upstream';
import { queryBody, TEST_KEY } from '../../../tests/server/test-harness';
import { createVercelFunction } from './vercel-function';

/**
 * Vercel's Node.js runtime hands the function Node's own request and response for each
 * invocation; here a plain http server does the same, so the function answers real sockets.
 */
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

async function deployed(env: Record<string, string>): Promise<{ url: string; fake: FakeUpstreamHandle }> {
  const fake = await createFakeUpstream();
  const handler = await createVercelFunction({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: fake.baseURL, TRUST_PROXY: '1', ...env });
  const server: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, fake };
}

const call = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: queryBody() });

it('streams a reply as Vercel invokes the function: the first piece arrives while the provider is still writing', async () => {
  const { url, fake } = await deployed({ RATE_LIMIT_PER_MINUTE: '0' });
  fake.script({ chunks: ['first ', 'second'], chunkDelayMs: 60_000 });
  const res = await call(url, { accept: 'text/event-stream' });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  expect(new TextDecoder().decode(value)).toContain('{"type":"delta","text":"first "}');
  expect(fake.requests()[0]?.aborted).toBe(false);
  await reader.cancel();
});

it('answers the health checks and limits per client by the address Vercel forwards', async () => {
  const { url } = await deployed({ RATE_LIMIT_PER_MINUTE: '1' });
  expect(await (await fetch(`${url}${HEALTHZ_PATH}`)).json()).toEqual({ status: 'ok' });
  expect(await (await fetch(`${url}${READYZ_PATH}`)).json()).toEqual({ status: 'ready', redis: 'off', providers: ['groq'], local: 'off' });
  expect((await call(url, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
  expect((await call(url, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
  expect((await call(url, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
});
