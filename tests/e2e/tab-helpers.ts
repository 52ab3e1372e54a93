import type { Page } from '@playwright/test';
import { IDLE_WORK_TIMEOUT_MS, STORAGE_KEYS } from '../../src/shared/config/app-config';
import { storedTabState } from '../fixtures/stored-tab-state';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { expect, seedStorage } from './fixtures';

/** Personas as storage holds them (SPEC.md section 3: `initialTabs`, tabs with `title` and `query`; and `showChanges`). */
export type StoredPersonas = Record<string, { title: string; query: string; showChanges?: boolean }[]>;

/** A small known set of personas, so that tests do not depend on the preset content. */
export const TEST_PERSONAS: StoredPersonas = {
  write: [
    { title: 'formal', query: 'Make it formal.', showChanges: false },
    { title: 'Summarise', query: 'Summarise it.', showChanges: false },
    { title: 'Expand', query: 'Expand it.', showChanges: false },
  ],
  Chat: [{ title: 'Chat', query: 'Chat about it.', showChanges: false }],
};

/**
 * A preset mode that opens its replies as the rendered reply (the default mode, Formal, opens them
 * in the changes view): for tests about the rendered reply.
 */
export const RENDERED_REPLY_PATH = '/write/expand';

export async function seedTabs(page: Page, personas: StoredPersonas = TEST_PERSONAS, activeTabIndex = 0, persona = 'write') {
  await seedStorage(page, {
    [STORAGE_KEYS.tabManager]: storedTabState(personas, activeTabIndex),
    [STORAGE_KEYS.selectedPersona]: JSON.stringify(persona),
  });
}

export const tablist = (page: Page) => page.getByRole('tablist', { name: TAB_LABELS.tablist });
export const tabs = (page: Page) => tablist(page).getByRole('tab');
export const activeTab = (page: Page) => tablist(page).locator('[role="tab"][aria-selected="true"]');
export const tabTitles = (page: Page) => tabs(page).locator('.tab-title').allTextContents();

/**
 * What the page saved under tabManagerState. The page saves in an idle callback with a timeout, so
 * this reads in one with the same timeout, asked for later: by then any save already waiting has run.
 */
export async function savedTabState(page: Page): Promise<{ initialTabs: StoredPersonas; activeTabIndex: number }> {
  return page.evaluate(
    ([key, timeout]) =>
      new Promise((resolve) => requestIdleCallback(() => resolve(JSON.parse(localStorage.getItem(key) ?? 'null')), { timeout })),
    [STORAGE_KEYS.tabManager, IDLE_WORK_TIMEOUT_MS] as const,
  );
}

/**
 * A first visit paints with the default persona and places the other presets when the browser is
 * idle, saving them then: a test that compares storage, or stops the clock, waits for that first.
 */
export async function presetsPlaced(page: Page): Promise<void> {
  await expect
    .poll(async () => Object.values((await savedTabState(page))?.initialTabs ?? { none: [] }).every((tabs) => tabs.length > 0))
    .toBe(true);
}

/**
 * Toasts need sonner's Toaster, mounted when the page is idle (and revealed by React's Suspense,
 * which times itself on the page's clock). A test that stops the clock moves it in steps until the
 * Toaster is there, so that a toast can show on a stopped clock.
 */
export async function toasterMounted(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(200);
        return page.locator('section[aria-label^="Notifications"]').count();
      },
      { intervals: [100], timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** The primary modifier of Ctrl/Cmd shortcuts in the test browser (Linux Chromium: Control). */
export const MOD = 'Control';
