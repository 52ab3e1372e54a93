import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, MODELS_API_PATH } from '../shared/api-contract';
import { createApp } from './app';
import { createProviderRegistry } from './providers/provider-registry';
import { queryBody, startHarness, type Harness } from '../../tests/server/test-harness';

const PAGE = `<!doctype html><title>page</title>${'<p>text</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dir: string;
let h: Harness;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-compressed-'));
  await mkdir(join(dir, 'assets'));
  // As the build writes them: each text file with a brotli and a gzip copy beside it.
  for (const [file, text] of [['index.html', PAGE], ['assets/index-abc123.js', SCRIPT]] as const) {
    await writeFile(join(dir, file), text);
    await writeFile(join(dir, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(dir, `${file}.gz`), gzipSync(text));
  }
  h = await startHarness({ staticDir: dir });
});

afterAll(async () => {
  await h.fake.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  Promise.resolve(h.app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }));

const decode = async (res: Response): Promise<string> => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
};

describe.each([
  ['the page (every page route)', ['/', '/write/Formal'], PAGE],
  ['a hashed asset', ['/assets/index-abc123.js'], SCRIPT],
])('%s', (_name, paths, text) => {
  it.each(paths)('%s: brotli when accepted, with Vary: Accept-Encoding', async (path) => {
    const res = await get(path, 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await decode(res)).toBe(text);
  });

  it.each(paths)('%s: gzip when brotli is not accepted', async (path) => {
    const res = await get(path, 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await decode(res)).toBe(text);
  });

  it.each(paths)('%s: identity without Accept-Encoding, still varying on it', async (path) => {
    const res = await get(path);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(text);
  });
});

it('honours q-values: gzip preferred over a refused brotli', async () => {
  const res = await get('/', 'br;q=0, gzip;q=0.8');
  expect(res.headers.get('content-encoding')).toBe('gzip');
});

it('compresses the model list, and sends a JSON reply as it is (a few KB: not worth a compression stream per call)', async () => {
  const models = Array.from({ length: 100 }, (_, i) => ({ id: `model-${i}`, name: `Model ${i}` }));
  const file = [{ id: 'many', name: 'Many', baseUrl: h.fake.baseURL, models }];
  const app = createApp({ providers: createProviderRegistry({ UPSTREAM_TIMEOUT_MS: 1_000 }, { file }), upstreamTimeoutMs: 1_000, rateLimitPerMinute: 0, trustedProxies: 0 });
  const list = await Promise.resolve(app.request(MODELS_API_PATH, { headers: { 'accept-encoding': 'gzip' } }));
  expect(list.headers.get('content-encoding')).toBe('gzip');
  expect(JSON.parse(await decode(list))).toHaveProperty('providers');
  h.fake.script({ reply: 'word '.repeat(600) });
  const res = await Promise.resolve(
    h.app.request(API_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body: queryBody() }),
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(await res.json()).toMatchObject({ content: 'word '.repeat(600) });
});

it('never compresses a stream, so each event leaves at once', async () => {
  h.fake.script({ chunks: ['word '.repeat(400), 'end'] });
  const res = await Promise.resolve(
    h.app.request(API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      body: queryBody(),
    }),
  );
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(await res.text()).toContain('"type":"done"');
});
