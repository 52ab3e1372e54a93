import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TABS,
  PERSONA_SELECT_DELAY_MS,
  REMOVE_TOAST_MS,
  STORAGE_KEYS,
  UNDO_WINDOW_MS,
} from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { NEW_PERSONA_TAB } from '../../shared/config/new-tab';
import type { PersonaTabs } from '../../shared/tab';
import { showError, showSuccess } from '../ui/toast';
import { seedTabStore } from './seed-tab-store';
import { selectActiveTab, selectTabs, useTabStore } from './tab-store';
import { TAB_STATE_VERSION } from './tab-persistence';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const tab = (title: string) => ({ title, query: `${title} instruction` });
const PERSONAS: PersonaTabs = {
  write: [tab('One'), tab('Two'), tab('Three')],
  Chat: [tab('Talk')],
};

const seed = (personas: PersonaTabs = PERSONAS) => seedTabStore(personas);

const store = () => useTabStore.getState();
const titles = () => selectTabs(store()).map((t) => t.title);
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  seed();
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('selecting', () => {
  it('activates a tab by index and ignores indexes out of range', () => {
    store().selectTab(2);
    expect(selectActiveTab(store())?.title).toBe('Three');
    store().selectTab(3);
    expect(store().activeTabIndex).toBe(2);
  });

  it('changes persona only to an existing one, resetting the active tab and storing the choice', () => {
    store().selectTab(2);
    expect(store().selectPersona('nobody')).toBe(false);
    expect(store().selectedPersona).toBe('write');
    expect(store().selectPersona('Chat')).toBe(true);
    expect(store().activeTabIndex).toBe(0);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedPersona) ?? '')).toBe('Chat');
  });
});

describe('the route on load', () => {
  it('selects the persona and the tab named in the URL, matching the title case-insensitively', () => {
    store().applyRoute('Chat', undefined);
    expect(store().selectedPersona).toBe('Chat');
    store().applyRoute('write', '  three ');
    expect(selectActiveTab(store())?.title).toBe('Three');
  });

  it('falls back to the first tab when the title is unknown, and keeps the selection when the persona is', () => {
    store().selectTab(1);
    store().applyRoute('write', 'nope');
    expect(store().activeTabIndex).toBe(0);
    store().selectTab(2);
    store().applyRoute('nobody', 'One');
    expect(store().selectedPersona).toBe('write');
    expect(store().activeTabIndex).toBe(2);
  });
});

describe('adding a tab', () => {
  it('appends it, makes it active, closes the dialog and toasts', () => {
    store().openAddTab();
    expect(store().tabDialog).toBe('add');
    expect(store().addTab({ title: '  New   one ', query: 'Do it.' })).toBe('ok');
    expect(titles()).toEqual(['One', 'Two', 'Three', 'New one']);
    expect(store().activeTabIndex).toBe(3);
    expect(store().tabDialog).toBeNull();
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabAdded);
  });

  it('refuses an empty title and a title the persona already has, in any case', () => {
    expect(store().addTab(tab('   '))).toBe('empty');
    expect(store().addTab(tab('tWO'))).toBe('duplicate');
    expect(titles()).toEqual(['One', 'Two', 'Three']);
  });

  it('is blocked at the tab limit with the alert, both when opening the dialog and when saving', () => {
    seed({ write: Array.from({ length: MAX_TABS }, (_, i) => tab(`T${i}`)) });
    store().openAddTab();
    expect(store().tabDialog).toBeNull();
    expect(store().addTab(tab('More'))).toBe('limit');
    expect(alertSpy).toHaveBeenCalledTimes(2);
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.tabLimit);
    expect(titles()).toHaveLength(MAX_TABS);
  });

  it('keeps the add and edit dialogs mutually exclusive', () => {
    store().openAddTab();
    store().openEditTab();
    expect(store().tabDialog).toBe('add');
    store().closeTabDialog();
    store().openEditTab();
    store().openAddTab();
    expect(store().tabDialog).toBe('edit');
  });
});

describe('updating a tab', () => {
  it('replaces title and instruction, makes it active and toasts', () => {
    store().openEditTab();
    expect(store().updateTab(1, { title: 'Second', query: 'New.' })).toBe('ok');
    expect(selectTabs(store())[1]).toEqual({ title: 'Second', query: 'New.' });
    expect(store().activeTabIndex).toBe(1);
    expect(store().tabDialog).toBeNull();
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabUpdated);
  });

  it('may keep its own title in another case but not take another tab’s', () => {
    expect(store().updateTab(0, tab('ONE'))).toBe('ok');
    expect(store().updateTab(0, tab('three'))).toBe('duplicate');
  });

  it('shows the error toast when the tab does not exist', () => {
    expect(store().updateTab(7, tab('X'))).toBe('not-found');
    expect(showError).toHaveBeenCalledWith(MESSAGES.tabNotFound);
  });
});

describe('removing a tab', () => {
  it('refuses to remove the last tab with the alert', () => {
    store().selectPersona('Chat');
    store().removeTab(0);
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.cantRemoveLastTab);
    expect(titles()).toEqual(['Talk']);
  });

  it('removes it and shows the undo toast for the remove-toast time', () => {
    store().removeTab(1);
    expect(titles()).toEqual(['One', 'Three']);
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabRemoved, REMOVE_TOAST_MS);
  });

  it.each([
    { active: 2, removed: 2, expected: 1, why: 'the active tab hands over to the previous one' },
    { active: 0, removed: 0, expected: 0, why: 'the first active tab hands over to the new first' },
    { active: 2, removed: 0, expected: 1, why: 'a tab before the active one shifts it left' },
    { active: 0, removed: 2, expected: 0, why: 'a tab after the active one changes nothing' },
  ])('keeps the right tab active: $why', ({ active, removed, expected }) => {
    store().selectTab(active);
    store().removeTab(removed);
    expect(store().activeTabIndex).toBe(expected);
  });

  it('puts the tab back at its place within the undo window and toasts', () => {
    store().removeTab(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(store().undoRemove()).toBe(true);
    expect(titles()).toEqual(['One', 'Two', 'Three']);
    expect(selectActiveTab(store())?.title).toBe('Two');
    expect(showSuccess).toHaveBeenLastCalledWith(MESSAGES.tabRestored);
    expect(store().undoRemove()).toBe(false);
  });

  it('cannot undo once the window has passed', () => {
    store().removeTab(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(store().undoRemove()).toBe(false);
    expect(titles()).toEqual(['One', 'Three']);
  });

  it('restores into the persona it came from, even after that persona was renamed', () => {
    store().removeTab(0);
    store().renamePersona('write', 'prose');
    store().selectPersona('Chat');
    store().undoRemove();
    expect(store().selectedPersona).toBe('prose');
    expect(titles()).toEqual(['One', 'Two', 'Three']);
  });
});

describe('reordering', () => {
  it('moves a tab to the drop position and keeps the active tab active', () => {
    store().selectTab(1);
    store().moveTab(0, 2);
    expect(titles()).toEqual(['Two', 'Three', 'One']);
    expect(selectActiveTab(store())?.title).toBe('Two');
  });

  it('does nothing when dropped on itself or out of range', () => {
    const before = store().initialTabs;
    store().moveTab(1, 1);
    store().moveTab(1, 9);
    expect(store().initialTabs).toBe(before);
  });
});

describe('personas', () => {
  it('adds a persona with the new tab, toasts, and selects it after the delay', () => {
    expect(store().addPersona('poems')).toBe('ok');
    expect(store().initialTabs.poems).toEqual([NEW_PERSONA_TAB]);
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.personaAdded('poems'));
    vi.advanceTimersByTime(PERSONA_SELECT_DELAY_MS - 1);
    expect(store().selectedPersona).toBe('write');
    vi.advanceTimersByTime(1);
    expect(store().selectedPersona).toBe('poems');
  });

  it('refuses a persona that exists after sanitising, with the error toast', () => {
    expect(store().addPersona('chat')).toBe('duplicate');
    expect(showError).toHaveBeenCalledWith(MESSAGES.personaExists('chat'));
    expect(Object.keys(store().initialTabs)).toEqual(['write', 'Chat']);
  });

  it('renames in place, moving the tabs and the selection with it', () => {
    store().selectTab(1);
    expect(store().renamePersona('write', 'prose')).toBe('ok');
    expect(Object.keys(store().initialTabs)).toEqual(['prose', 'Chat']);
    expect(store().initialTabs.prose).toEqual(PERSONAS.write);
    expect(store().selectedPersona).toBe('prose');
    expect(store().renamePersona('prose', 'CHAT')).toBe('duplicate');
  });

  it('leaves the selection alone when another persona is renamed', () => {
    store().renamePersona('Chat', 'talk');
    expect(store().selectedPersona).toBe('write');
  });
});

describe('persistence', () => {
  it('writes the tab manager state with a version and the selected persona', () => {
    store().selectTab(2);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.tabManager) ?? '{}');
    expect(saved).toEqual({ version: TAB_STATE_VERSION, initialTabs: PERSONAS, activeTabIndex: 2 });
  });
});
