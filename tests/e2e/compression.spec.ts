import { expect, test } from './fixtures';

// That every text file of the build is served precompressed is tests/built/built-served.test.ts's.
test('the browser gets the page and its script compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    // The page's own script: the entry index.html names, fetched as a modulepreload (chunks of a
    // few bytes are not worth compressing).
    if (/\/assets\/index-[^/]*\.js$/.test(res.url())) encodings.set('script', res.headers()['content-encoding']);
    else if (res.request().resourceType() === 'document') encodings.set('document', res.headers()['content-encoding']);
  });
  await page.goto('/');
  expect(['br', 'gzip']).toContain(encodings.get('document'));
  expect(['br', 'gzip']).toContain(encodings.get('script'));
});
