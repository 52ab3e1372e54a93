import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, MAX_TABS, STORAGE_KEYS, TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { FIELD_NAME_MAX_LENGTH, FIELD_VALUE_MAX_LENGTH, FIELD_VALUES_STORED_MAX } from '../../shared/config/field-limits';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import { fillSlots, waitingNames } from './preset-slots';
import { TAB_STATE_VERSION } from './tab-migrations';
import { restorePersonas } from './persona-salvage';
import { loadTabState, saveTabState } from './tab-persistence';

/** A tab as storage holds it (SPEC.md's `query`) and as the store holds it. */
const tab = (title: string, showChanges = false) => ({ title, query: `${title}!`, showChanges });
const loaded = (title: string, showChanges = false) => ({ title, instruction: `${title}!`, ...(showChanges && { showChanges }) });

function store(tabManager: unknown, persona?: unknown) {
  localStorage.setItem(STORAGE_KEYS.tabManager, typeof tabManager === 'string' ? tabManager : JSON.stringify(tabManager));
  if (persona !== undefined) localStorage.setItem(STORAGE_KEYS.selectedPersona, typeof persona === 'string' ? persona : JSON.stringify(persona));
}

beforeEach(() => localStorage.clear());

describe('loading the saved tab state', () => {
  it('gives the presets, the default persona and the first tab when nothing is stored', () => {
    expect(loadTabState(PRESET_PERSONAS).data).toEqual({ personas: PRESET_PERSONAS, activeTabIndex: 0, selectedPersona: DEFAULT_PERSONA });
  });

  it('needs no preset data but the default persona’s for a first visit: the others wait in their places', () => {
    const { data, slots } = loadTabState();
    expect(data.personas).toEqual({ [DEFAULT_PERSONA]: PRESET_PERSONAS[DEFAULT_PERSONA] });
    expect(Object.keys(slots)).toEqual(Object.keys(PRESET_PERSONAS));
    expect(waitingNames(slots)).toEqual(Object.keys(PRESET_PERSONAS).filter((name) => name !== DEFAULT_PERSONA));
  });

  it('round-trips what it saved, with a version number', () => {
    const state = { personas: { mine: [loaded('A', true), loaded('B')] }, activeTabIndex: 1, selectedPersona: 'mine' };
    saveTabState(state);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tabManager) ?? '')).toEqual({
      version: TAB_STATE_VERSION,
      initialTabs: { mine: [tab('A', true), tab('B')] },
      activeTabIndex: 1,
    });
    expect(loadTabState().data).toEqual(state);
  });

  it('round-trips field values with their tab, and stores none for a tab without', () => {
    const withValues = { ...loaded('A'), fieldValues: { Language: 'Korean', Audience: 'new hires' } };
    const state = { personas: { mine: [withValues, loaded('B')] }, activeTabIndex: 0, selectedPersona: 'mine' };
    saveTabState(state);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.tabManager) ?? '') as { initialTabs: { mine: object[] } };
    expect(saved.initialTabs.mine).toEqual([{ ...tab('A'), fieldValues: withValues.fieldValues }, tab('B')]);
    expect(loadTabState().data).toEqual(state);
  });

  it.each([
    ['text that is not JSON', '{"initialTabs": [oops'],
    ['a number', '42'],
    ['a list', '[1, 2]'],
    ['personas that are not lists', { initialTabs: { mine: 'tabs' }, activeTabIndex: 0 }],
  ])('falls back to the presets when the tab manager state is %s', (_, value) => {
    store(value);
    expect(loadTabState(PRESET_PERSONAS).data.personas).toEqual(PRESET_PERSONAS);
  });

  it('accepts the original app’s persist wrapper without a version', () => {
    store({ state: { initialTabs: { mine: [tab('A')] }, activeTabIndex: 0 }, version: 0 }, 'mine');
    expect(loadTabState().data).toEqual({ personas: { mine: [loaded('A')] }, activeTabIndex: 0, selectedPersona: 'mine' });
  });

  it('reads a persona name stored as plain text as well as JSON', () => {
    store({ initialTabs: { mine: [tab('A')], other: [tab('B')] } }, 'other');
    expect(loadTabState().data.selectedPersona).toBe('other');
  });

  it.each([
    ['unknown', 'ghost'],
    ['not a string', 7],
    ['corrupted', '{"x"'],
  ])('falls back to the default persona when the stored one is %s', (_, persona) => {
    store({ initialTabs: { write: [tab('A')], mine: [tab('B')] }, activeTabIndex: 0 }, persona);
    expect(loadTabState().data.selectedPersona).toBe(DEFAULT_PERSONA);
  });

  it('falls back to the first persona when even the default one is gone', () => {
    store({ initialTabs: { mine: [tab('A')] } }, 'ghost');
    expect(loadTabState().data.selectedPersona).toBe('mine');
  });

  it.each([5, -1, 1.5, '1', null])('falls back to the first tab when the active index is %s', (index) => {
    store({ initialTabs: { write: [tab('A'), tab('B')] }, activeTabIndex: index }, 'write');
    expect(loadTabState().data.activeTabIndex).toBe(0);
  });
});

describe('salvaging personas', () => {
  it('drops a custom persona whose list is bad and keeps the others', () => {
    expect(restorePersonas({ mine: 'oops', other: [tab('A')] })).toEqual({ other: [loaded('A')] });
  });

  it('gives a preset persona with a bad list its preset tabs back, in its place', () => {
    const restored = restorePersonas({ write: null, coder: [], mine: [tab('A')] });
    expect(restored.write).toEqual(PRESET_PERSONAS.write);
    expect(restored.mine).toEqual([loaded('A')]);
    // The coder preset's data loads after the first paint: its slot waits, in its stored place.
    expect(restored.coder).toBeNull();
    expect(fillSlots(restored, PRESET_PERSONAS)).toEqual({ write: PRESET_PERSONAS.write, coder: PRESET_PERSONAS.coder, mine: [loaded('A')] });
  });

  it('keeps the good tabs of a list, dropping bad entries and repeated titles', () => {
    const restored = restorePersonas({ mine: [tab(' A '), { title: 1 }, 'x', tab('a'), { title: '  ', query: '' }, tab('B')] });
    expect(restored.mine).toEqual([{ title: 'A', instruction: ' A !' }, loaded('B')]);
  });

  it('keeps at most the tab limit per persona', () => {
    const many = Array.from({ length: MAX_TABS + 3 }, (_, i) => tab(`T${i}`));
    expect(restorePersonas({ mine: many }).mine).toHaveLength(MAX_TABS);
  });

  it('drops persona names a user could not have made, and later twins of a name', () => {
    expect(Object.keys(restorePersonas({ 'a b': [tab('A')], '': [tab('A')], Mine: [tab('A')], mine: [tab('B')] }))).toEqual(['Mine']);
  });

  it('cuts stored titles and instructions to what the tab dialogs take (a huge stored value would slow the page)', () => {
    const restored = restorePersonas({ mine: [{ title: 'T'.repeat(100_000), query: 'q'.repeat(1_000_000) }] });
    expect(restored.mine).toEqual([{ title: 'T'.repeat(TAB_TITLE_MAX_LENGTH), instruction: 'q'.repeat(TAB_INSTRUCTION_MAX_LENGTH) }]);
  });

  it('reads a stored showChanges that is not true as false, keeping the tab', () => {
    const restored = restorePersonas({ mine: [{ title: 'A', query: '', showChanges: 'yes' }, { title: 'B', query: '', showChanges: true }] });
    expect(restored.mine?.map((t) => t.showChanges ?? false)).toEqual([false, true]);
  });

  it.each([
    ['a list', ['Korean']],
    ['a number', 7],
    ['a string', 'Korean'],
    ['null', null],
  ])('reads field values stored as %s as none, keeping the tab', (_, fieldValues) => {
    expect(restorePersonas({ mine: [{ title: 'A', query: '{{Language|Hindi|Korean}}', fieldValues }] }).mine).toEqual([
      { title: 'A', instruction: '{{Language|Hindi|Korean}}' },
    ]);
  });

  it('keeps only string values under names no longer than a field’s, each cut to its limit, at most the stored limit', () => {
    const hostile = JSON.parse(
      JSON.stringify({ Tone: 'calm', Audience: 'x'.repeat(FIELD_VALUE_MAX_LENGTH + 50), Count: 3, Nested: { a: 1 }, constructor: 'c', [`N${'n'.repeat(FIELD_NAME_MAX_LENGTH)}`]: 'long name' }).replace('{', '{"__proto__":"polluted",'),
    );
    const [restored] = restorePersonas({ mine: [{ title: 'A', query: '', fieldValues: hostile }] }).mine ?? [];
    expect(restored?.fieldValues).toEqual({ Tone: 'calm', Audience: 'x'.repeat(FIELD_VALUE_MAX_LENGTH) });
    expect(Object.getPrototypeOf(restored?.fieldValues)).toBe(Object.prototype);
    expect(Object.hasOwn(restored?.fieldValues ?? {}, '__proto__')).toBe(false);
    const many = Object.fromEntries(Array.from({ length: FIELD_VALUES_STORED_MAX + 5 }, (_, i) => [`F${i}`, 'v']));
    const [capped] = restorePersonas({ mine: [{ title: 'A', query: '', fieldValues: many }] }).mine ?? [];
    expect(Object.keys(capped?.fieldValues ?? {})).toHaveLength(FIELD_VALUES_STORED_MAX);
  });

  it('moves a persona stored as a reserved name (a path the server owns) to a free one, keeping its tabs', () => {
    const restored = restorePersonas({ api: [tab('A')], assets: [tab('B')], mine: [tab('C')] });
    expect(restored).toEqual({ 'api-persona': [loaded('A')], 'assets-persona': [loaded('B')], mine: [loaded('C')] });
  });

  it('does not treat inherited object keys as personas', () => {
    const restored = restorePersonas(JSON.parse('{"__proto__": [{"title":"x","query":""}], "mine": [{"title":"A","query":""}]}'));
    expect(Object.keys(restored)).toEqual(['mine']);
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
  });
});
