import type { Page } from '@playwright/test';

/**
 * Holds the page's main script back until the page calls `window.firstFramePainted()`, as on a slow
 * phone: what the first frame shows can then only come from index.html itself. The caller's init
 * script records the frame and makes that call.
 */
export async function holdScriptUntilFirstFrame(page: Page): Promise<void> {
  let painted: () => void = () => {};
  const firstFramePainted = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction('firstFramePainted', () => painted());
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await firstFramePainted;
    await route.continue();
  });
}
