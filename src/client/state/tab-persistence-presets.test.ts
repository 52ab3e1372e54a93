import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERSONA, STORAGE_KEYS } from '../../shared/config/app-config';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import { loadTabState, startTabPersistence } from './tab-persistence';
import { useTabStore } from './tab-store';

const PRESET_NAMES = Object.keys(PRESET_PERSONAS);
const storedPersonaNames = () => Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEYS.tabManager) ?? '{}').initialTabs ?? {});

let stop = () => {};
beforeEach(() => {
  stop();
  localStorage.clear();
});

describe('presets that load after the first paint', () => {
  it('renders a first visit at once with the default persona, then places every preset in the dropdown order', async () => {
    const persistence = startTabPersistence();
    stop = persistence.stop;
    expect(persistence.beforeFirstRender).toBeNull();
    expect(Object.keys(useTabStore.getState().personas)).toEqual([DEFAULT_PERSONA]);
    // Saved at once with every preset in its place, so a page closed now loses none.
    expect(storedPersonaNames()).toEqual(PRESET_NAMES);
    expect(loadTabState(PRESET_PERSONAS).data.personas).toEqual(PRESET_PERSONAS);

    await persistence.presetsPlaced;
    expect(useTabStore.getState().personas).toEqual(PRESET_PERSONAS);
    await vi.waitFor(() => expect(loadTabState().data.personas).toEqual(PRESET_PERSONAS));
  });

  it('keeps what the person changed before the presets arrived', async () => {
    const persistence = startTabPersistence();
    stop = persistence.stop;
    useTabStore.getState().removeTab(0);
    useTabStore.getState().addPersona('mine');
    await persistence.presetsPlaced;
    const { personas } = useTabStore.getState();
    expect(Object.keys(personas)).toEqual([...PRESET_NAMES, 'mine']);
    expect(personas[DEFAULT_PERSONA]).toEqual(PRESET_PERSONAS[DEFAULT_PERSONA]?.slice(1));
    expect(useTabStore.getState().pendingUndo?.persona).toBe(DEFAULT_PERSONA);
  });

  it('waits for the preset data before the first render when the link names a preset still to come', async () => {
    const persistence = startTabPersistence('Coder');
    stop = persistence.stop;
    expect(persistence.beforeFirstRender).not.toBeNull();
    await persistence.beforeFirstRender;
    expect(useTabStore.getState().personas).toEqual(PRESET_PERSONAS);
  });

  it('restores a stored preset whose list was lost, selected, before the first render', async () => {
    localStorage.setItem(STORAGE_KEYS.tabManager, JSON.stringify({ version: 1, initialTabs: { coder: null, mine: [{ title: 'A', query: 'a' }] } }));
    localStorage.setItem(STORAGE_KEYS.selectedPersona, JSON.stringify('coder'));
    const persistence = startTabPersistence();
    stop = persistence.stop;
    await persistence.beforeFirstRender;
    expect(useTabStore.getState().selectedPersona).toBe('coder');
    expect(useTabStore.getState().personas).toEqual({ coder: PRESET_PERSONAS.coder, mine: [{ title: 'A', instruction: 'a' }] });
  });

  it('needs no preset data for a returning person whose personas are all stored', () => {
    localStorage.setItem(STORAGE_KEYS.tabManager, JSON.stringify({ version: 1, initialTabs: { mine: [{ title: 'A', query: 'a' }] } }));
    const persistence = startTabPersistence('coder');
    stop = persistence.stop;
    expect(persistence.beforeFirstRender).toBeNull();
    expect(Object.keys(useTabStore.getState().personas)).toEqual(['mine']);
  });
});
