import { mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FILES_PATH } from '../../shared/config/local-models';
import { createApp } from '../app';
import { createProviderRegistry } from '../providers/provider-registry';

const BYTES = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'model-files-'));
  const models = join(root, 'models');
  await mkdir(join(models, 'inner'), { recursive: true });
  await writeFile(join(models, 'tiny.gguf'), BYTES);
  await writeFile(join(models, 'inner', 'nested.gguf'), BYTES);
  await writeFile(join(models, 'notes.txt'), 'not a model');
  await writeFile(join(root, 'secret.gguf'), 'outside the folder');
  await symlink(join(root, 'secret.gguf'), join(models, 'link-out.gguf'));
  app = createApp({ providers: createProviderRegistry({ UPSTREAM_TIMEOUT_MS: 1000 }), upstreamTimeoutMs: 1000, rateLimitPerMinute: 0, trustedProxies: 0, modelsDir: models });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('GET /models/<file>', () => {
  it('serves a GGUF file of MODELS_DIR whole, cached for good, with an ETag and ranges offered', async () => {
    const res = await app.request(`${MODEL_FILES_PATH}tiny.gguf`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
  });

  it('answers a Range with 206 and just those bytes', async () => {
    const res = await app.request(`${MODEL_FILES_PATH}tiny.gguf`, { headers: { range: 'bytes=1000-' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-4999/${BYTES.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES.subarray(1000));
  });

  it.each([
    ['a parent folder', '..%2Fsecret.gguf'],
    ['an encoded slash', 'inner%2Fnested.gguf'],
    ['a nested path', 'inner/nested.gguf'],
    ['a dot-dot path', '../secret.gguf'],
    ['an absolute path', '%2Fetc%2Fpasswd'],
    ['a link out of the folder', 'link-out.gguf'],
    ['a file that is not .gguf', 'notes.txt'],
    ['a file that is not there', 'missing.gguf'],
    ['a very long name', `${'a'.repeat(300)}.gguf`],
    ['an encoded NUL', 'tiny%00.gguf'],
  ])('answers %s with 404 and nothing of the disk', async (_, name) => {
    const res = await app.request(`${MODEL_FILES_PATH}${name}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/outside the folder|not a model/);
  });
});
