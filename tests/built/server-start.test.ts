import { get } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH, MODELS_API_PATH, modelsReplySchema } from '../../src/shared/api-contract';
import { HEALTHZ_PATH, KEEP_ALIVE_TIMEOUT_MS_DEFAULT } from '../../src/shared/config/scale-limits';
import { createFakeUpstream, type FakeUpstreamHandle } from '../fake-upstream/fake-upstream';
import { echoOf } from '../fake-upstream/fake-script';
import { spawnServerProcess, startServerProcess, type SpawnedServer } from '../server/server-process';
import { queryBody } from '../server/test-harness';

/** The built server as a process, as `npm run app` starts it: its configuration read at start. */
const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

/** Only what is given reaches it: the test's own environment (keys included) stays out. */
function spawned(env: Record<string, string>): SpawnedServer {
  const server = spawnServerProcess({ RATE_LIMIT_PER_MINUTE: '0', ...env });
  cleanup.push(() => void server.child.kill('SIGKILL'));
  return server;
}

async function listening(env: Record<string, string>): Promise<{ url: string; output: () => string }> {
  const server = await startServerProcess({ RATE_LIMIT_PER_MINUTE: '0', ...env });
  cleanup.push(() => void server.child.kill('SIGKILL'));
  return server;
}

async function fakeOllama(): Promise<FakeUpstreamHandle> {
  const fake = await createFakeUpstream({ flavour: 'ollama', models: { ids: ['llama3.2:latest'] } });
  cleanup.push(() => fake.close());
  return fake;
}

describe('the server process', () => {
  it("runs the README's local Ollama line against a fake that behaves like Ollama", async () => {
    const readme = await readFile(join(process.cwd(), 'README.md'), 'utf8');
    const line = /^(OLLAMA_BASE_URL=(\S+)) npm run app$/m.exec(readme);
    expect(line?.[2]).toBe('http://127.0.0.1:11434/v1');
    const fake = await fakeOllama();
    const url = new URL(line![2]!);
    url.port = String(fake.port); // the documented address, on the fake's port
    const base = (await listening({ OLLAMA_BASE_URL: url.href })).url;

    const { providers } = parse(modelsReplySchema, await (await fetch(`${base}${MODELS_API_PATH}`)).json());
    expect(providers).toEqual([{ id: 'ollama', name: 'Ollama', models: [{ id: 'llama3.2:latest', name: 'llama3.2:latest', description: '' }] }]);
    const res = await fetch(`${base}${API_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: queryBody({ provider: 'ollama', modelName: 'llama3.2:latest' }),
    });
    expect(await res.json()).toEqual(expect.objectContaining({ content: echoOf('Improve this This is the query: " - hello world') }));
    expect(fake.requests()[0]?.authorization).toBeUndefined();
  });

  it('starts without any provider, says so, and lists none', async () => {
    const server = await listening({});
    expect(await (await fetch(`${server.url}${MODELS_API_PATH}`)).json()).toEqual({ providers: [] });
    expect(server.output()).toContain('No model provider is configured');
  });

  it.each([
    ['a PROVIDERS_FILE that is not valid', '{"providers":[{"id":"Bad Id","name":"x","baseUrl":"https://x.example/v1"}]}', {}, /PROVIDERS_FILE .*providers\.json is not valid: providers\.0\.id: must be lowercase/],
    ['a key that would travel in the clear', '{"providers":[]}', { OLLAMA_BASE_URL: 'http://192.0.2.1:11434/v1', OLLAMA_API_KEY: 'k' }, /OLLAMA_BASE_URL: the Ollama key would be sent in the clear/],
  ])('stops at start with a message naming %s', async (_label, file, env, message) => {
    const dir = await mkdtemp(join(tmpdir(), 'providers-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, 'providers.json'), file);
    const server = spawned({ PROVIDERS_FILE: join(dir, 'providers.json'), ...env });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(message);
    expect(server.output()).not.toContain('listening');
  });

  // Node's 5 s lost a race with busy clients: a connection closed just as the client sent its next
  // call on it (ECONNRESET in bench/many-instances.ts). Node closes an idle connection after the
  // time this header announces (plus 1 s), and a client agent plans by it.
  it.each([
    ['by default, longer than a balancer\u2019s own 60 s', {}, KEEP_ALIVE_TIMEOUT_MS_DEFAULT / 1000],
    ['as KEEP_ALIVE_TIMEOUT_MS says', { KEEP_ALIVE_TIMEOUT_MS: '620000' }, 620],
  ])('keeps an idle connection open %s', async (_label, env, seconds) => {
    const base = (await listening(env)).url;
    const header = await new Promise<string | undefined>((resolve, reject) => {
      get(`${base}${HEALTHZ_PATH}`, (res) => {
        res.resume();
        resolve(String(res.headers['keep-alive']));
      }).once('error', reject);
    });
    expect(header).toBe(`timeout=${seconds}`);
    expect(seconds).toBeGreaterThan(60);
  });
});
