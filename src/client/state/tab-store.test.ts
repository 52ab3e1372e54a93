import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WORK_TIMEOUT_MS, MAX_TABS, PERSONA_SELECT_DELAY_MS, STORAGE_KEYS, UNDO_WINDOW_MS } from '../../shared/config/app-config';
import type { PersonaTabs } from '../../shared/tab';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { selectActiveTab, selectTabs } from './tab-lookups';
import { TAB_STATE_VERSION } from './tab-migrations';
import { useTabStore } from './tab-store';

const tab = (title: string) => ({ title, instruction: `${title} instruction` });
const PERSONAS: PersonaTabs = {
  write: [tab('One'), tab('Two'), tab('Three')],
  Chat: [tab('Talk')],
};

const store = () => useTabStore.getState();
const titles = () => selectTabs(store()).map((t) => t.title);

beforeEach(() => {
  vi.useFakeTimers();
  seedTabStore(PERSONAS);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dialogs', () => {
  it('opens the add dialog unless the persona is full, and closes it after a successful add', () => {
    expect(store().openAddTab()).toEqual({ ok: true });
    expect(store().tabDialog).toBe('add');
    expect(store().addTab(tab('New')).ok).toBe(true);
    expect(store().tabDialog).toBeNull();
    seedTabStore({ write: Array.from({ length: MAX_TABS }, (_, i) => tab(`T${i}`)) });
    expect(store().openAddTab()).toEqual({ ok: false, refusal: 'limit' });
    expect(store().tabDialog).toBeNull();
  });

  it('keeps the dialog open when an add or update is refused', () => {
    store().openEditTab();
    expect(store().updateTab(0, tab('two'))).toEqual({ ok: false, refusal: 'duplicate' });
    expect(store().tabDialog).toBe('edit');
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

describe('undo', () => {
  it('puts the tab back at its place within the undo window, once', () => {
    store().removeTab(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(store().undoRemove()?.ok).toBe(true);
    expect(titles()).toEqual(['One', 'Two', 'Three']);
    expect(selectActiveTab(store())?.title).toBe('Two');
    expect(store().undoRemove()).toBeNull();
  });

  it('cannot undo once the window has passed', () => {
    store().removeTab(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(store().undoRemove()).toBeNull();
    expect(titles()).toEqual(['One', 'Three']);
  });

  it('restores into the persona it came from after that persona was renamed', () => {
    store().removeTab(0);
    store().renamePersona('write', 'prose');
    store().selectPersona('Chat');
    store().undoRemove();
    expect(store().selectedPersona).toBe('prose');
    expect(titles()).toEqual(['One', 'Two', 'Three']);
  });
});

describe('personas', () => {
  it('selects a new persona after the delay, and closes its dialog', () => {
    store().openPersonaDialog({ mode: 'add' });
    expect(store().addPersona('poems')).toMatchObject({ ok: true, name: 'poems' });
    expect(store().personaDialog).toBeNull();
    vi.advanceTimersByTime(PERSONA_SELECT_DELAY_MS - 1);
    expect(store().selectedPersona).toBe('write');
    vi.advanceTimersByTime(1);
    expect(store().selectedPersona).toBe('poems');
  });

  it('changes nothing for a persona that exists', () => {
    expect(store().addPersona('chat')).toEqual({ ok: false, refusal: 'duplicate' });
    expect(Object.keys(store().personas)).toEqual(['write', 'Chat']);
  });
});

describe('persistence', () => {
  it('writes the tab manager state in storage’s names, with a version, and the selected persona, when idle', () => {
    const storedActiveIndex = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.tabManager) ?? '{}').activeTabIndex;
    store().selectTab(2);
    expect(storedActiveIndex()).not.toBe(2);
    vi.advanceTimersByTime(IDLE_WORK_TIMEOUT_MS);
    expect(storedActiveIndex()).toBe(2);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.tabManager) ?? '{}');
    const stored = Object.fromEntries(Object.entries(PERSONAS).map(([n, tabs]) => [n, tabs.map((t) => ({ title: t.title, query: t.instruction, showChanges: t.showChanges ?? false }))]));
    expect(saved).toEqual({ version: TAB_STATE_VERSION, initialTabs: stored, activeTabIndex: 2 });
    store().selectPersona('Chat');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedPersona) ?? '')).toBe('Chat');
  });
});

describe('hydrate', () => {
  it('keeps the tab lists it holds when given copies that say the same, so nothing reading them renders again', () => {
    const before = store().personas;
    const copy: PersonaTabs = JSON.parse(JSON.stringify(before)) as PersonaTabs;
    store().hydrate({ personas: copy, selectedPersona: 'Chat', activeTabIndex: 0 });
    expect(store().personas).toBe(before);
    expect(store().selectedPersona).toBe('Chat');
    const changed = { ...copy, Chat: [tab('Talk'), tab('Listen')] };
    store().hydrate({ personas: changed, selectedPersona: 'Chat', activeTabIndex: 1 });
    expect(store().personas.write).toBe(before.write);
    expect(selectTabs(store()).map((t) => t.title)).toEqual(['Talk', 'Listen']);
  });
});
