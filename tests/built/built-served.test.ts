import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../server/test-harness';
import { pageScripts } from '../../vite-start-after-paint';
import { builtClientDir } from './built-dir';

/** The server (in-process, with its real static middleware) serving the production build. */
const clientDir = builtClientDir();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ staticDir: clientDir });
});
afterAll(async () => {
  await h.fake.close();
});

const get = (path: string, acceptEncoding: string) => Promise.resolve(h.app.request(path, { headers: { 'accept-encoding': acceptEncoding } }));

/** The page’s text files as index.html names them: the scripts it starts after the first paint, its stylesheets and manifest (its icon is a PNG). */
async function textAssets(): Promise<string[]> {
  const html = await readFile(join(clientDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<link[^>]*\srel="(?:stylesheet|manifest)"[^>]*\shref="([^"]+)"/g)].map((m) => m[1] ?? '');
  return ['/', '/write/Formal', ...pageScripts(html), ...linked];
}

describe('text files of the build come precompressed: brotli, else gzip, else identity, always with Vary: Accept-Encoding', async () => {
  const paths = await textAssets();
  it('names a script and a stylesheet', () => {
    expect(paths.some((p) => p.endsWith('.js'))).toBe(true);
    expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
  });

  it.each(paths)('%s', async (path) => {
    const identity = await get(path, 'identity');
    expect(identity.status).toBe(200);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
    const text = await identity.text();
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip']] as const) {
      const res = await get(path, accept);
      expect(res.headers.get('content-encoding'), `${path} with ${accept}`).toBe(encoding);
      expect(res.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString(), `${path} decoded`).toBe(text);
    }
  });
});

it('links the manifest, which names the app, standalone, with 192 and 512 px icons, one maskable', async () => {
  const html = await (await get('/', 'identity')).text();
  const href = /<link[^>]*rel="manifest"[^>]*href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await get(href ?? '', 'identity')).json()) as {
    name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await get(icon.src, 'identity');
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});
