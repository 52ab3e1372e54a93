import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MODELS_API_PATH } from '../../src/shared/api-contract';
import { LOCAL_PROVIDER_ID } from '../../src/shared/config/local-models';
import { READYZ_PATH } from '../../src/shared/config/scale-limits';
import { spawnServerProcess, startServerProcess } from '../server/server-process';
import { until } from '../server/until';
import { tinyModelsDir, TINY_MODEL_FILE, TINY_MODEL_NAME } from '../server/tiny-model';

/** The built server with its own model, as `npm run app` runs it with no key. */
const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

async function modelsDir(): Promise<string> {
  const dir = await tinyModelsDir();
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the server with its own model', () => {
  it('stops at start, naming the file, when LOCAL_MODEL is not a GGUF file', async () => {
    const dir = await modelsDir();
    await writeFile(join(dir, 'not-a-model.gguf'), '<html>a login page</html>');
    const server = spawnServerProcess({ MODELS_DIR: dir, LOCAL_MODEL: 'not-a-model.gguf' });
    cleanup.push(() => void server.child.kill('SIGKILL'));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`${join(dir, 'not-a-model.gguf')} is not a GGUF model file`);
    expect(server.output()).not.toContain('listening');
  });

  it('downloads LOCAL_MODEL from a URL into MODELS_DIR with its progress in the log, then serves it', async () => {
    const bytes = await readFile(join(await modelsDir(), TINY_MODEL_FILE));
    const files = createServer((_req, res) => res.writeHead(200, { 'content-length': String(bytes.length) }).end(bytes));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => files.close(resolve)));
    const target = await modelsDir();
    await rm(join(target, TINY_MODEL_FILE));

    const url = `http://127.0.0.1:${(files.address() as AddressInfo).port}/${TINY_MODEL_FILE}`;
    const server = await startServerProcess({ MODELS_DIR: target, LOCAL_MODEL: url, LOCAL_MODEL_THREADS: '1' });
    cleanup.push(() => void server.child.kill('SIGKILL'));
    // Under a full test run's load, starting llama.cpp takes seconds.
    await until(async () => (await fetch(`${server.url}${READYZ_PATH}`)).status === 200, { timeoutMs: 50_000 });
    expect(server.output()).toMatch(/Downloading tiny-test-model\.gguf: 100%/);
    expect(await readFile(join(target, TINY_MODEL_FILE))).toEqual(bytes);
    const list = (await (await fetch(`${server.url}${MODELS_API_PATH}`)).json()) as { providers: { id: string; models: { name: string }[] }[] };
    expect(list.providers).toEqual([expect.objectContaining({ id: LOCAL_PROVIDER_ID, models: [expect.objectContaining({ name: TINY_MODEL_NAME })] })]);
  }, 60_000);
});
