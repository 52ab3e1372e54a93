import { expect, test } from './fixtures';

// That every text file of the build is served precompressed is tests/built/built-served.test.ts's.
test('the browser gets the page and its script compressed', async ({ page }) => {
  // The page's own script: the entry index.html starts after its first paint, so after the load
  // event (chunks of a few bytes are not worth compressing).
  const script = page.waitForResponse((res) => /\/assets\/index-[^/]*\.js$/.test(res.url()));
  const document = await page.goto('/');
  expect(['br', 'gzip']).toContain(document?.headers()['content-encoding']);
  expect(['br', 'gzip']).toContain((await script).headers()['content-encoding']);
});
