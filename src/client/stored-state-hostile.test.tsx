import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_PERSONA, TAB_TITLE_MAX_LENGTH } from '../shared/config/app-config';
import { HOSTILE_STORAGE_CASES, storageEntries } from '../../tests/fixtures/hostile-storage';
import { TAB_LABELS } from './tabs/tab-labels';

/**
 * Figure: the page started on each corrupted or hostile stored value, every storage key included,
 * as main.tsx starts it (the stored tab state read, then the page rendered at `/`), each on modules
 * evaluated afresh: it shows its defaults (or the valid part of what was stored) every time, with 0
 * errors and nothing added to Object.prototype. The real page in Chromium loads the cases only a
 * browser engine proves (storage-hostile.spec.ts).
 */
/** What the case being started logged as an error; all cases' count in `errorCount`. */
const errors: string[] = [];
let errorCount = 0;
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const cleanPrototype = prototypeKeys();
let stop = () => {};
let started = 0;

beforeEach(() => {
  errors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
});
afterEach(() => {
  errorCount += errors.length;
  cleanup();
  stop();
  vi.restoreAllMocks();
});

async function startPage(entries: [string, string][]): Promise<void> {
  localStorage.clear();
  for (const [key, value] of entries) localStorage.setItem(key, value);
  history.replaceState(null, '', '/');
  vi.resetModules();
  const [{ startTabPersistence }, { startRouteSync }, { App }] = await Promise.all([import('./state/tab-persistence'), import('./tabs/route-sync'), import('./app')]);
  const persistence = startTabPersistence(undefined);
  await persistence.beforeFirstRender;
  const stopRouteSync = startRouteSync();
  stop = () => {
    stopRouteSync();
    persistence.stop();
  };
  render(<App />);
}

it.each(HOSTILE_STORAGE_CASES)('starts with its defaults on $name', async ({ stored, persona }) => {
  await startPage(storageEntries(stored));
  // The tabs bar's code loads on its own (writing-page.tsx): the first case imports it.
  const tablist = await screen.findByRole('tablist', { name: TAB_LABELS.tablist }, { timeout: 10_000 });
  expect(within(tablist).getAllByRole('tab').length).toBeGreaterThan(0);
  expect(within(tablist).getByRole('tab', { selected: true })).toBeVisible();
  // The address is written when idle.
  await waitFor(() => expect(location.pathname).toMatch(new RegExp(`^/${persona ?? DEFAULT_PERSONA}/[^/]+$`)));
  expect(decodeURIComponent(location.pathname.split('/')[2] ?? '').length).toBeLessThanOrEqual(TAB_TITLE_MAX_LENGTH);
  expect(prototypeKeys()).toEqual(cleanPrototype);
  expect(errors).toEqual([]);
  started++;
});

it('started every case', () => {
  console.log(`FIGURE stored state: ${HOSTILE_STORAGE_CASES.length} corrupted or hostile values; the page started with its defaults: ${started}, errors: ${errorCount}`);
  expect(started).toBe(HOSTILE_STORAGE_CASES.length);
});
