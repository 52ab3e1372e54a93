import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/config/messages';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { handleShortcut, registerShortcuts } from '../lib/shortcut-registry';
import { selectActiveTab, selectTabs } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { showSuccess } from '../ui/toast';
import { TAB_SHORTCUTS } from './tab-shortcuts';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const TITLES = ['One', 'Two', 'Three', 'Four'];

/** Dispatches a key press the way the page's one listener sees it; returns whether it was taken. */
function press(init: KeyboardEventInit, apple = false): boolean {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  handleShortcut(event, apple);
  return event.defaultPrevented;
}

const activeTitle = () => selectActiveTab(useTabStore.getState())?.title;
let unregister: () => void;

beforeEach(() => {
  seedTabStore({ write: TITLES.map((title) => ({ title, instruction: '' })) });
  unregister = registerShortcuts(TAB_SHORTCUTS);
});

afterEach(() => {
  unregister();
  vi.clearAllMocks();
});

describe('tab shortcuts', () => {
  it('Ctrl+digit jumps to that tab; Ctrl+0 or a number beyond the count to the last', () => {
    expect(press({ key: '3', code: 'Digit3', ctrlKey: true })).toBe(true);
    expect(activeTitle()).toBe('Three');
    press({ key: '0', code: 'Digit0', ctrlKey: true });
    expect(activeTitle()).toBe('Four');
    press({ key: '1', code: 'Numpad1', ctrlKey: true });
    press({ key: '9', code: 'Digit9', ctrlKey: true });
    expect(activeTitle()).toBe('Four');
  });

  it('Ctrl+[ and Ctrl+] wrap around the ends', () => {
    press({ key: '[', code: 'BracketLeft', ctrlKey: true });
    expect(activeTitle()).toBe('Four');
    press({ key: ']', code: 'BracketRight', ctrlKey: true });
    expect(activeTitle()).toBe('One');
  });

  it('ignores the digits with another modifier, and while a dialog is open', () => {
    expect(press({ key: '2', code: 'Digit2', ctrlKey: true, altKey: true })).toBe(false);
    expect(press({ key: '2', code: 'Digit2', metaKey: true })).toBe(false);
    useTabStore.getState().openAddTab();
    expect(press({ key: '2', code: 'Digit2', ctrlKey: true })).toBe(false);
    expect(activeTitle()).toBe('One');
  });

  it('Ctrl+E opens the edit dialog, also on a layout that types another letter there', () => {
    expect(press({ key: 'у', code: 'KeyE', ctrlKey: true })).toBe(true);
    expect(useTabStore.getState().tabDialog).toBe('edit');
  });

  it('stand aside once the tabs bar that registered them is gone', () => {
    unregister();
    expect(press({ key: '3', code: 'Digit3', ctrlKey: true })).toBe(false);
    expect(activeTitle()).toBe('One');
  });
});

describe('undo', () => {
  it('takes Ctrl+Z only while a removal can be undone, and says the tab is back', () => {
    expect(press({ key: 'z', ctrlKey: true })).toBe(false);
    useTabStore.getState().removeTab(1);
    expect(press({ key: 'z', ctrlKey: true })).toBe(true);
    expect(selectTabs(useTabStore.getState()).map((t) => t.title)).toEqual(TITLES);
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabRestored);
  });

  it('uses Cmd on Apple platforms, where Ctrl+Z is not undo', () => {
    useTabStore.getState().removeTab(1);
    expect(press({ key: 'z', ctrlKey: true }, true)).toBe(false);
    expect(press({ key: 'z', metaKey: true }, true)).toBe(true);
  });

  it('leaves Ctrl+Shift+Z (redo) alone', () => {
    useTabStore.getState().removeTab(1);
    expect(press({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe(false);
  });
});
