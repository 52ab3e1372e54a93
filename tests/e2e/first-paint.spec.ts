import type { Page } from '@playwright/test';
import { DEFAULT_PERSONA, IDLE_WORK_TIMEOUT_MS, STORAGE_KEYS } from '../../src/shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { DEFAULT_PERSONA_TABS } from '../../src/shared/config/preset-persona-names';
import { FAQ_QUESTIONS } from '../../src/client/faq/faq-questions';
import { PERSONA_LABELS, PERSONA_TRIGGER_ID } from '../../src/client/personas/persona-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expect, seedStorage, test } from './fixtures';
import { loadedLater, modelsListed as watchModelList } from './loaded-later';
import { seedTabs, tabs } from './tab-helpers';
import { holdScriptUntilFirstFrame } from './first-frame';
import { pageScripts } from '../../vite-start-after-paint';

/** What a person can hold at first paint: every tab, and the persona menu's trigger. */
const HELD = `[role="tab"], #${PERSONA_TRIGGER_ID}`;

/** Errors and warnings the page logs (the blocked service worker's aside: the tests block it). */
function collectLogs(page: Page): string[] {
  const logs: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !/service worker/i.test(message.text())) logs.push(message.text());
  });
  page.on('pageerror', (error) => logs.push(error.message));
  return logs;
}

/**
 * What the first contentful paint shows, recorded while the page's script is held back until that
 * paint, as on a slow phone: only index.html itself can have put it there.
 */
async function recordFirstFrame(page: Page) {
  await holdScriptUntilFirstFrame(page);
  await page.addInitScript(() => {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => e.checkVisibility({ visibilityProperty: true }));
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        tabs: shown('[role="tab"]').map((tab) => tab.textContent),
        persona: shown('.persona-trigger-label').map((label) => label.textContent),
        query: shown('textarea').map((box) => box.getAttribute('aria-label')),
        questions: shown('.faq-question button').map((question) => question.textContent),
        footer: shown('footer').map((footer) => footer.textContent),
      };
      void (window as unknown as { firstFramePainted: () => Promise<void> }).firstFramePainted();
    }).observe({ type: 'paint' });
  });
}

test('the first paint is the prerendered shell, before the page’s script runs; hydrating it logs nothing', async ({ page }) => {
  const logs = collectLogs(page);
  await recordFirstFrame(page);
  const modelsListed = watchModelList(page);
  await page.goto('/');
  const first = await page.waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame).then((h) => h.jsonValue());
  expect(first).toEqual({
    tabs: DEFAULT_PERSONA_TABS.map((tab, i) => `${i + 1}${tab.title}`),
    persona: [PERSONA_LABELS.trigger(DEFAULT_PERSONA)],
    query: [REPLY_LABELS.query],
    questions: Object.values(FAQ_QUESTIONS),
    footer: [expect.stringContaining(MESSAGES.rightsReserved)],
  });
  await loadedLater(page, modelsListed);
  expect(logs).toEqual([]);
});

test('no script is fetched before the shell has painted; the page’s script is fetched once it has', async ({ page }) => {
  await page.goto('/');
  const scripts = await page
    .waitForFunction(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const fetched = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      if (painted === undefined || !fetched.some((entry) => /\/assets\/index-[^/]*\.js$/.test(entry.name))) return undefined;
      return fetched.filter((entry) => !(entry.startTime > painted)).map((entry) => entry.name);
    })
    .then((handle) => handle.jsonValue());
  expect(scripts, 'fetched before the first contentful paint').toEqual([]);
});

test('the parts loaded after the first load add no preload links to the page (the browser fetches their imports as it reads them)', async ({ page, request }) => {
  const modelsListed = watchModelList(page);
  await page.goto('/');
  await loadedLater(page, modelsListed);
  const firstLoad = pageScripts(await (await request.get('/')).text());
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((path) => !firstLoad.includes(path))).toEqual([]);
});

test('on a phone the first frame is the narrow shell, hydrated without a word logged', { tag: '@phone' }, async ({ page }) => {
  const logs = collectLogs(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-shell-media', 'narrow');
  await expect(tabs(page).first()).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription);
  await page.evaluate((timeout) => new Promise((resolve) => requestIdleCallback(resolve, { timeout })), IDLE_WORK_TIMEOUT_MS);
  expect(logs).toEqual([]);
});

test('with stored tabs, a dark theme and a tab in the address, no tab or persona trigger once painted is replaced, and nothing is logged', async ({ page }) => {
  const logs = collectLogs(page);
  await seedTabs(page);
  await seedStorage(page, { [STORAGE_KEYS.theme]: '"dark"' });
  // Tags every tab and persona trigger in each frame it is shown in, from the first on.
  await page.addInitScript((selector) => {
    const tag = () => {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element.checkVisibility({ visibilityProperty: true })) element.dataset.shown = '';
      }
      const w = window as unknown as { shownElements?: Set<Element> };
      w.shownElements ??= new Set();
      for (const element of document.querySelectorAll('[data-shown]')) w.shownElements.add(element);
      requestAnimationFrame(tag);
    };
    requestAnimationFrame(tag);
  }, HELD);
  const modelsListed = watchModelList(page);
  await page.goto('/write/Summarise');
  await loadedLater(page, modelsListed);

  await expect(page.getByRole('tab', { selected: true })).toContainText('Summarise');
  await expect(page.locator(HELD)).toHaveCount(4);
  const replaced = await page.evaluate(() => [...((window as unknown as { shownElements: Set<Element> }).shownElements)].filter((e) => !e.isConnected).length);
  expect(replaced).toBe(0);
  expect(logs).toEqual([]);
});
