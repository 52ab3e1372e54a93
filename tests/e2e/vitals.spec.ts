import type { APIRequestContext } from '@playwright/test';
import { METRICS_PATH } from '../../src/shared/config/web-vitals';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';

/** How many values of a metric the server has recorded so far. */
async function count(request: APIRequestContext, name: string): Promise<number> {
  const text = await (await request.get(METRICS_PATH)).text();
  const line = text.split('\n').find((l) => l.startsWith(`writing_assistant_web_vitals_count{name="${name}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

// The server takes a beacon only if it holds known names and values and nothing else
// (src/server/routes/vitals-route.test.ts), so a count that grows shows what the page sent.
test('the page reports its web vitals with a beacon when it is left, into GET /metrics', async ({ page, request }) => {
  const before = { FCP: await count(request, 'FCP'), TTFB: await count(request, 'TTFB'), LCP: await count(request, 'LCP') };
  await page.goto('/');
  await page.getByRole('textbox', { name: REPLY_LABELS.query }).click();
  // web-vitals loads after the page's load event, its reporting code after it (the chunk named
  // for lib/web-vitals-report.ts); once that has come and the page has been idle once (it has run),
  // leaving the page hides it and sends the beacon.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals-report')));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.goto('about:blank');
  await expect.poll(() => count(request, 'TTFB')).toBeGreaterThan(before.TTFB);
  expect(await count(request, 'FCP')).toBeGreaterThan(before.FCP);
  expect(await count(request, 'LCP')).toBeGreaterThan(before.LCP);
});
