import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODELS_API_PATH, modelsReplySchema } from '../../shared/api-contract';
import { DEFAULT_BROWSER_MODEL, DEFAULT_BROWSER_MODEL_HOSTS } from '../../shared/config/browser-model';
import { BROWSER_PROVIDER_ID, BROWSER_PROVIDER_NAME } from '../../shared/config/local-models';
import { parse } from 'valibot';
import { startHarness } from '../../../tests/server/test-harness';
import { TINY_MODEL_FILE, TINY_MODEL_NAME, tinyModelsDir } from '../../../tests/server/tiny-model';
import { resolveBrowserModel } from './browser-model-entry';
import { ModelSourceError } from './model-source';

let modelsDir: string;
beforeAll(async () => {
  modelsDir = await tinyModelsDir();
  await writeFile(join(modelsDir, 'not-a-model.gguf'), 'hello');
});
afterAll(() => rm(modelsDir, { recursive: true, force: true }));

describe('BROWSER_MODEL', () => {
  it('offers a file of MODELS_DIR from /models/, with its GGUF name, size and the context given', async () => {
    const model = await resolveBrowserModel(TINY_MODEL_FILE, modelsDir, 1024);
    expect(model).toEqual({
      entry: { id: 'tiny-test-model', name: TINY_MODEL_NAME, description: expect.any(String), url: `/models/${TINY_MODEL_FILE}`, bytes: expect.any(Number), contextTokens: 1024 },
      hosts: [],
    });
    expect(model!.entry.bytes).toBeGreaterThan(100_000);
  });

  it('offers the pinned default when unset, its hosts allowed, and nothing when off', async () => {
    const model = await resolveBrowserModel(undefined, modelsDir, 2048);
    expect(model?.entry).toMatchObject({ url: DEFAULT_BROWSER_MODEL.url, bytes: DEFAULT_BROWSER_MODEL.bytes, name: DEFAULT_BROWSER_MODEL.name });
    expect(model?.hosts).toEqual(DEFAULT_BROWSER_MODEL_HOSTS);
    expect(await resolveBrowserModel('off', modelsDir, 2048)).toBeUndefined();
  });

  it('takes an https URL (its origin allowed), and refuses what the page could not use, naming it', async () => {
    const model = await resolveBrowserModel('https://models.example/m/small-model.gguf', modelsDir, 2048);
    expect(model).toMatchObject({ entry: { id: 'small-model', url: 'https://models.example/m/small-model.gguf' }, hosts: ['https://models.example'] });
    for (const [setting, named] of [
      ['http://models.example/m.gguf', /https/],
      ['https://models.example/m.bin', /\.gguf/],
      ['missing.gguf', /missing\.gguf/],
      ['not-a-model.gguf', /not a GGUF/],
      ['../secret.gguf', /not a file name/],
    ] as const) {
      await expect(resolveBrowserModel(setting, modelsDir, 2048)).rejects.toThrow(ModelSourceError);
      await expect(resolveBrowserModel(setting, modelsDir, 2048)).rejects.toThrow(named);
    }
  });
});

describe('the browser model at the server', () => {
  it('is listed last, under In this browser, and its host joins connect-src beside the runtime’s needs', async () => {
    const browserModel = await resolveBrowserModel('https://models.example/small-model.gguf', modelsDir, 2048);
    const h = await startHarness({ browserModel });
    try {
      const res = await h.app.request(MODELS_API_PATH);
      const providers = parse(modelsReplySchema, await res.json()).providers;
      expect(providers.at(-1)).toEqual({ id: BROWSER_PROVIDER_ID, name: BROWSER_PROVIDER_NAME, models: [browserModel!.entry] });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self' https://models.example");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("'wasm-unsafe-eval'");
    } finally {
      await h.fake.close();
    }
  });

  it('is not a provider of the route: a call naming it is refused', async () => {
    const h = await startHarness({ browserModel: await resolveBrowserModel(TINY_MODEL_FILE, modelsDir, 1024) });
    try {
      const res = await h.app.request('/api/vercelApiRouter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'hello', modelName: 'tiny-test-model', provider: BROWSER_PROVIDER_ID }),
      });
      expect(res.status).toBe(400);
      expect(h.fake.requests()).toHaveLength(0);
    } finally {
      await h.fake.close();
    }
  });
});
