import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { applyStoredTheme } from './theme-boot';

function deviceDark(dark: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('applyStoredTheme (inlined into index.html, runs before the first paint)', () => {
  it.each([
    ['"dark"', false, 'dark'],
    ['"light"', true, 'light'],
    ['dark', false, 'dark'],
    ['"system"', true, 'dark'],
    ['"system"', false, 'light'],
    ['{"broken', true, 'dark'],
    ['"purple"', false, 'light'],
  ])('stored %s with a dark device %s shows %s', (stored, dark, shown) => {
    deviceDark(dark);
    localStorage.setItem(STORAGE_KEYS.theme, stored);
    applyStoredTheme(STORAGE_KEYS.theme);
    expect(document.documentElement.dataset.theme).toBe(shown);
  });

  it('follows the device when nothing is stored', () => {
    deviceDark(true);
    applyStoredTheme(STORAGE_KEYS.theme);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('still themes the page when storage throws', () => {
    deviceDark(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    applyStoredTheme(STORAGE_KEYS.theme);
    expect(document.documentElement.dataset.theme).toBe('dark');
    vi.restoreAllMocks();
  });
});
