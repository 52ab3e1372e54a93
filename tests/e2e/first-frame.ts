import type { Page } from '@playwright/test';

/**
 * Holds the page's main script back until the returned function is called, as on a slow phone:
 * until then the page is index.html alone.
 */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the page's main script back until the page calls `window.firstFramePainted()`: what the
 * first frame shows can then only come from index.html itself. The caller's init script records
 * the frame and makes that call.
 */
export async function holdScriptUntilFirstFrame(page: Page): Promise<void> {
  await page.exposeFunction('firstFramePainted', await holdPageScript(page));
}
