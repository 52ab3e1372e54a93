import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Text files of the build, found from the page itself: the page, its script and stylesheet, the manifest. */
async function textAssets(page: Page): Promise<string[]> {
  await page.goto('/');
  const found = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="manifest"], link[rel="icon"]')].map((l) => l.href),
  ]);
  return ['/', '/write/Formal', ...found.map((url) => new URL(url).pathname)];
}

test('text assets come precompressed: brotli, else gzip, else identity, always with Vary: Accept-Encoding', async ({ page, request }) => {
  const paths = await textAssets(page);
  expect(paths.some((p) => p.endsWith('.js'))).toBe(true);
  expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
  for (const path of paths) {
    const identity = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect.soft(identity.headers()['content-encoding'], path).toBeUndefined();
    expect.soft(identity.headers().vary ?? '', path).toMatch(/accept-encoding/i);
    const text = await identity.text();
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip']] as const) {
      const res = await request.get(path, { headers: { 'accept-encoding': accept } });
      expect.soft(res.headers()['content-encoding'], `${path} with ${accept}`).toBe(encoding);
      expect.soft(res.headers().vary ?? '', path).toMatch(/accept-encoding/i);
      expect.soft(await res.text(), `${path} decoded`).toBe(text);
    }
  }
});

test('the browser gets the page and its script compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'document' || type === 'script') encodings.set(type, res.headers()['content-encoding']);
  });
  await page.goto('/');
  expect(['br', 'gzip']).toContain(encodings.get('document'));
  expect(['br', 'gzip']).toContain(encodings.get('script'));
});
