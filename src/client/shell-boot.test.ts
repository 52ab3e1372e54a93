import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERSONA, STORAGE_KEYS } from '../shared/config/app-config';
import { SHELL_FACTS as FACTS } from './shell-facts';
import { MOBILE_QUERY, NARROW_QUERY } from './ui/use-media-query';
import { startShell } from './shell-boot';
import { storedTabState } from '../../tests/fixtures/stored-tab-state';

const storedTabs = (titles: readonly string[], active = 0) => storedTabState({ [DEFAULT_PERSONA]: titles.map((title) => ({ title, query: 'q' })) }, active);

/** index.html's body as built: an empty #root and one template a kind of screen. */
beforeEach(() => {
  document.body.innerHTML = `<div id="root"></div>${['wide', 'mobile', 'narrow'].map((v) => `<template id="shell-${v}"><p>${v}</p></template>`).join('')}`;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  delete document.documentElement.dataset.shell;
  delete document.documentElement.dataset.shellMedia;
});

describe('startShell (inlined into index.html, runs before the first paint)', () => {
  it.each([
    ['nothing', undefined],
    ['a narrow screen', NARROW_QUERY],
    ['a touch screen', MOBILE_QUERY],
  ])('puts the shell of %s in #root and says which', (_screen, matching) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === matching, media: query }));
    startShell(FACTS);
    const variant = matching === NARROW_QUERY ? 'narrow' : matching === MOBILE_QUERY ? 'mobile' : 'wide';
    expect(document.getElementById('root')?.textContent).toBe(variant);
    expect(document.documentElement.dataset.shellMedia).toBe(variant);
  });

  it.each<[string, boolean, string, Record<string, string>]>([
    ['a first visit', false, '/', {}],
    ['the default persona on its first tab, stored', false, '/write/formal', { [STORAGE_KEYS.tabManager]: storedTabs(FACTS.titles), [STORAGE_KEYS.selectedPersona]: '"write"' }],
    ['another tab in the address', true, '/write/Casual', {}],
    ['another persona in the address', true, '/editor', {}],
    ['an address the page redirects', true, '/a/b/c', {}],
    ['another stored persona', true, '/', { [STORAGE_KEYS.selectedPersona]: '"editor"' }],
    ['another stored tab', true, '/', { [STORAGE_KEYS.tabManager]: storedTabs(FACTS.titles, 2) }],
    ['tabs of their own', true, '/', { [STORAGE_KEYS.tabManager]: storedTabs(['Mine', ...FACTS.titles]) }],
    ['a damaged value', true, '/', { [STORAGE_KEYS.tabManager]: '{"broken' }],
  ])('with %s, the boot script hides the shell’s tabs and persona until the page’s own render: %s', (_case, own, path, stored) => {
    history.replaceState(null, '', path);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    startShell(FACTS);
    expect(document.documentElement.dataset.shell).toBe(own ? 'own' : undefined);
  });
});
