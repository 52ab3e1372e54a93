import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERSONA, STORAGE_KEYS } from '../shared/config/app-config';
import { SHELL_FACTS as FACTS } from './shell-facts';
import { MOBILE_QUERY, NARROW_QUERY } from './ui/use-media-query';
import { startShell } from './shell-boot';
import { replayHeldKeys, replayHeldPresses, takeHeldEnter } from './lib/held-keys';
import { registerShortcuts } from './lib/shortcut-registry';
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

  it('holds the tab shortcuts’ keys and the query box’s Enter from the browser until the page takes them, then runs them in order', () => {
    startShell(FACTS);
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { cancelable: true, ...init });
      dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press({ ctrlKey: true, code: 'Digit2', key: '2' })).toBe(true);
    expect(press({ ctrlKey: true, code: 'BracketRight', key: ']' })).toBe(true);
    expect(press({ ctrlKey: true, shiftKey: true, code: 'Digit2', key: '@' })).toBe(false);
    expect(press({ ctrlKey: true, code: 'KeyC', key: 'c' })).toBe(false);
    expect(press({ code: 'Digit2', key: '2' })).toBe(false);
    // An Enter that sends, in the shell's query box only, is held for the box (takeHeldEnter).
    document.getElementById('root')!.innerHTML = '<textarea></textarea>';
    const enter = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { cancelable: true, bubbles: true, key: 'Enter', ...init });
      document.querySelector('#root textarea')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(enter({ shiftKey: true })).toBe(false);
    expect(enter({})).toBe(true);
    expect(takeHeldEnter()).toBe(true);
    expect(takeHeldEnter()).toBe(false);
    const ran: string[] = [];
    const unregister = registerShortcuts({
      jumpToTab: { matches: (e) => e.code === 'Digit2', run: (e) => ran.push(e.code) > 0 },
      stepTab: { matches: (e) => e.code === 'BracketRight', run: (e) => ran.push(e.code) > 0 },
    });
    // An Enter held when the tabs take their keys stays for the box, hydrated after them.
    expect(enter({})).toBe(true);
    replayHeldKeys();
    expect(ran).toEqual(['Digit2', 'BracketRight']);
    // From then on the page's own listener has them, and the browser what the page leaves.
    expect(press({ ctrlKey: true, code: 'Digit3', key: '3' })).toBe(false);
    expect(enter({})).toBe(false);
    expect(takeHeldEnter()).toBe(true);
    expect(takeHeldEnter()).toBe(false);
    unregister();
  });

  it('holds presses on the shell’s controls (Submit sends no form) until the page is hydrated, then makes them again in order', () => {
    startShell(FACTS);
    document.getElementById('root')!.innerHTML = '<form><textarea></textarea><button type="submit">Submit</button></form><div role="tab">Two<span>2</span></div>';
    document.body.insertAdjacentHTML('beforeend', '<button id="outside">Outside</button>');
    const reached: string[] = [];
    document.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    // The page's own submit handler takes the form, as React's does once hydrated.
    let sent = 0;
    document.querySelector('#root form')!.addEventListener('submit', (event) => void (event.preventDefault(), sent++));
    const press = (element: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(document.querySelector('#root span')!)).toBe(true);
    expect(press(document.querySelector('#root button')!)).toBe(true);
    expect(press(document.querySelector('#root textarea')!)).toBe(false);
    expect(press(document.getElementById('outside')!)).toBe(false);
    expect(reached).toEqual(['', 'Outside']);
    expect(sent).toBe(0);
    replayHeldPresses();
    expect(reached).toEqual(['', 'Outside', 'Two2', 'Submit']);
    expect(sent).toBe(1);
    // From then on presses go where they are made.
    expect(press(document.querySelector('#root [role="tab"]')!)).toBe(false);
    expect(reached.at(-1)).toBe('Two2');
  });
});
