import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import storedByV1 from '../../../tests/fixtures/stored-tab-state-v1.json';
import storedByV2 from '../../../tests/fixtures/stored-tab-state-v2.json';
import { migrateTabState, TAB_STATE_VERSION } from './tab-migrations';
import { loadTabState } from './tab-persistence';

beforeEach(() => localStorage.clear());

/** Stores a fixture's two values exactly as its build wrote them, then loads them as the page does. */
function loadStoredBy(fixture: { tabManagerState: string; app_selected_persona: string }) {
  localStorage.setItem(STORAGE_KEYS.tabManager, fixture.tabManagerState);
  localStorage.setItem(STORAGE_KEYS.selectedPersona, fixture.app_selected_persona);
  return loadTabState().data;
}

describe('migrating the stored tab state', () => {
  it('loads what the version 1 build stored: every preset, the person’s own persona, the active tab', () => {
    const state = loadStoredBy(storedByV1);
    expect(state.selectedPersona).toBe('mine');
    expect(state.activeTabIndex).toBe(1);
    // Tabs stored before the changes view existed open their replies as replies, presets included.
    expect(state.personas.mine).toEqual([
      { title: 'new-tab', instruction: 'You are a helpful assistant.' },
      { title: 'Haiku', instruction: 'Write a haiku about the text.' },
    ]);
    // The presets read as that build stored them (modes added to the presets since come with a Reset).
    const stored = JSON.parse(storedByV1.tabManagerState) as { initialTabs: Record<string, { title: string; query: string }[]> };
    for (const name of Object.keys(PRESET_PERSONAS)) {
      expect(state.personas[name], name).toEqual(stored.initialTabs[name]?.map(({ title, query }) => ({ title, instruction: query })));
    }
  });

  it('gives every tab of a version 1 value showChanges false, leaving what is not a tab to the salvage', () => {
    const value = { version: 1, initialTabs: { a: [{ title: 'T', query: 'q' }, 'junk'], b: 'oops' }, activeTabIndex: 0 };
    expect(migrateTabState(value).initialTabs).toEqual({ a: [{ title: 'T', query: 'q', showChanges: false }, 'junk'], b: 'oops' });
  });

  it('loads what the version 2 build stored: presets without the modes added since, fields in an instruction at their defaults', () => {
    const state = loadStoredBy(storedByV2);
    expect(state.selectedPersona).toBe('mine');
    expect(state.activeTabIndex).toBe(1);
    // A `{{…}}` typed then is a field now; no values came with it, so each field starts at its default.
    expect(state.personas.mine).toEqual([
      { title: 'Haiku', instruction: 'Write a haiku about the text.' },
      { title: 'Letter', instruction: 'Write a short letter in {{Language|French|German}} to {{Recipient}} about the text.', showChanges: true },
    ]);
    // The presets read as that build stored them: the modes with fields added since come with a Reset.
    const stored = JSON.parse(storedByV2.tabManagerState) as { initialTabs: Record<string, { title: string; query: string; showChanges: boolean }[]> };
    for (const name of Object.keys(PRESET_PERSONAS)) {
      const expected = stored.initialTabs[name]?.map(({ title, query, showChanges }) => ({ title, instruction: query, ...(showChanges && { showChanges }) }));
      expect(state.personas[name], name).toEqual(expected);
    }
  });

  it('drops field values from a version 2 value: that build never wrote any', () => {
    const value = { version: 2, initialTabs: { a: [{ title: 'T', query: '{{X}}', fieldValues: { X: 'foreign' } }, 7] }, activeTabIndex: 0 };
    expect(migrateTabState(value).initialTabs).toEqual({ a: [{ title: 'T', query: '{{X}}' }, 7] });
  });

  it('unwraps the original app’s persist wrapper (version 0)', () => {
    const value = { state: { initialTabs: { a: [] }, activeTabIndex: 2 }, version: 0 };
    expect(migrateTabState(value)).toEqual({ initialTabs: { a: [] }, activeTabIndex: 2 });
  });

  it('reads a value without a version as the original app’s, wrapped or not', () => {
    expect(migrateTabState({ state: { initialTabs: { a: [] } } })).toEqual({ initialTabs: { a: [] }, activeTabIndex: undefined });
    expect(migrateTabState({ initialTabs: { a: [] }, activeTabIndex: 1 })).toEqual({ initialTabs: { a: [] }, activeTabIndex: 1 });
  });

  it('reads the current version as it is, and a newer build’s value as the current shape', () => {
    const value = { version: TAB_STATE_VERSION, initialTabs: { a: [] }, activeTabIndex: 0 };
    expect(migrateTabState(value)).toEqual({ initialTabs: { a: [] }, activeTabIndex: 0 });
    expect(migrateTabState({ ...value, version: TAB_STATE_VERSION + 5 })).toEqual({ initialTabs: { a: [] }, activeTabIndex: 0 });
  });

  it.each([null, 42, 'text', [1, 2], { version: 'one', state: 3 }])('gives nothing for a value that is not a stored state: %j', (value) => {
    expect(migrateTabState(value).initialTabs).toBeUndefined();
  });
});
