import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createFakeUpstream, type FakeUpstreamHandle } from '../fake-upstream/fake-upstream';
import { API_PATH, type QueryRequestInput } from '../../src/shared/api-contract';
import { DEFAULT_MODEL_ID } from '../../src/shared/config/models';
import { createApp, type AppDeps } from '../../src/server/app';
import { httpServerOptions } from '../../src/server/http-limits';
import { createProviderRegistry } from '../../src/server/providers/provider-registry';

/** Test-only: the key the server is given; no response may ever contain it. */
export const TEST_KEY = 'gsk_unit_secret_key_never_shown';

export interface Harness {
  fake: FakeUpstreamHandle;
  app: ReturnType<typeof createApp>;
}

/** The app wired to a fresh fake upstream (over real HTTP), as main.ts wires it to Groq. */
export async function startHarness(overrides: Partial<AppDeps> = {}): Promise<Harness> {
  const fake = await createFakeUpstream();
  return { fake, app: appFor(fake.baseURL, overrides) };
}

/** An app whose Groq is at `baseURL` (with TEST_KEY, or no key at all with `noKey`), unlimited unless overridden. */
export function appFor(baseURL: string, overrides: Partial<AppDeps> = {}, { noKey = false } = {}): Harness['app'] {
  const upstreamTimeoutMs = overrides.upstreamTimeoutMs ?? 2_000;
  return createApp({
    providers: createProviderRegistry({ GROQ_API_KEY: noKey ? undefined : TEST_KEY, GROQ_BASE_URL: baseURL, UPSTREAM_TIMEOUT_MS: upstreamTimeoutMs }),
    upstreamTimeoutMs,
    rateLimitPerMinute: 0,
    trustedProxies: 0,
    ...overrides,
  });
}

export interface Listening {
  url: string;
  /** The Node server, for its events ('request': a request's head has been read). */
  node: ServerType;
  /** Connections open now (a client's close has reached the server when it is gone from here). */
  connections(): Promise<number>;
  close(): Promise<void>;
}

/** Listens on an ephemeral port as main.ts does, for tests that need a real socket (client aborts, addresses). */
export async function listen(
  app: Harness['app'],
  limits?: Parameters<typeof httpServerOptions>[0],
): Promise<Listening> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: httpServerOptions(limits) }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    node: server,
    connections: () => new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

export function queryBody(overrides: Partial<QueryRequestInput> = {}): string {
  return JSON.stringify({ query: 'Improve this This is the query: " - hello world', modelName: DEFAULT_MODEL_ID, ...overrides });
}

export function postQuery(app: Harness['app'], body: string, stream = false): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (stream) headers.accept = 'text/event-stream';
  return Promise.resolve(app.request(API_PATH, { method: 'POST', headers, body }));
}

/** The `data:` events of an SSE body, parsed. */
export async function readEvents(res: Response): Promise<unknown[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as unknown);
}
