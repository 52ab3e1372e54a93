import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as replyActions from '../reply/reply-actions';
import { copyOutput, focusQueryBox, registerQueryBox } from '../reply/reply-actions';
import { seedTabStore } from '../tabs/seed-tab-store';
import { selectActiveTab, selectTabs, useTabStore } from '../tabs/tab-store';
import { shortcutHelpRows } from './shortcut-help';
import { handleShortcut, SHORTCUTS } from './shortcut-registry';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../reply/reply-actions', async (original) => ({
  ...(await original<ReplyActions>()),
  copyOutput: vi.fn(async () => {}),
}));

type ReplyActions = typeof replyActions;

const TITLES = ['One', 'Two', 'Three', 'Four'];

/** Dispatches a key press the way the page's one listener sees it; returns whether it was taken. */
function press(init: KeyboardEventInit, apple = false): boolean {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  handleShortcut(event, apple);
  return event.defaultPrevented;
}
const activeTitle = () => selectActiveTab(useTabStore.getState())?.title;
let queryBox: HTMLTextAreaElement;

beforeEach(() => {
  seedTabStore({ write: TITLES.map((title) => ({ title, query: '' })) });
  queryBox = document.createElement('textarea');
  document.body.append(queryBox);
  registerQueryBox(queryBox);
});

afterEach(() => {
  queryBox.remove();
  registerQueryBox(null);
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
});

describe('the slash rule', () => {
  it('focuses the query box', () => {
    expect(press({ key: '/' })).toBe(true);
    expect(document.activeElement).toBe(queryBox);
  });

  it('is ignored when the query box is focused, a tab dialog is open, or Ctrl/Meta/Alt is held', () => {
    focusQueryBox();
    expect(press({ key: '/' })).toBe(false);
    queryBox.blur();
    for (const mod of ['ctrlKey', 'metaKey', 'altKey'] as const) expect(press({ key: '/', [mod]: true })).toBe(false);
    useTabStore.getState().openAddTab();
    expect(press({ key: '/' })).toBe(false);
    expect(document.activeElement).not.toBe(queryBox);
  });
});

describe('undo', () => {
  it('takes Ctrl+Z only while a removal can be undone', () => {
    expect(press({ key: 'z', ctrlKey: true })).toBe(false);
    useTabStore.getState().removeTab(1);
    expect(press({ key: 'z', ctrlKey: true })).toBe(true);
    expect(selectTabs(useTabStore.getState()).map((t) => t.title)).toEqual(TITLES);
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

describe('copy', () => {
  it('copies the output when nothing is selected and focus is not in a text field', () => {
    expect(press({ key: 'c', ctrlKey: true })).toBe(true);
    expect(copyOutput).toHaveBeenCalledTimes(1);
  });

  it('leaves copying to the browser inside a text field or with a page selection', () => {
    focusQueryBox();
    expect(press({ key: 'c', ctrlKey: true })).toBe(false);
    queryBox.blur();
    const text = document.createElement('p');
    text.textContent = 'selected words';
    document.body.append(text);
    window.getSelection()?.selectAllChildren(text);
    expect(press({ key: 'c', ctrlKey: true })).toBe(false);
    window.getSelection()?.removeAllRanges();
    text.remove();
    expect(copyOutput).not.toHaveBeenCalled();
  });
});

describe('help rows', () => {
  it('lists every registry shortcut, then the field keys, with Cmd for undo on Apple platforms', () => {
    const rows = shortcutHelpRows(false);
    expect(rows.slice(0, SHORTCUTS.length).map((r) => r.action)).toEqual(SHORTCUTS.map((s) => s.action));
    expect(rows.map((r) => r.keys)).toContain('Ctrl + Z');
    expect(shortcutHelpRows(true).map((r) => r.keys)).toContain('Cmd + Z');
    expect(rows.at(-1)?.keys).toBe('Esc');
  });
});
