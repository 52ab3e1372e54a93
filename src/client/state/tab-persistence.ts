import { string } from 'valibot';
import { DEFAULT_ACTIVE_TAB_INDEX, DEFAULT_PERSONA, STORAGE_KEYS } from '../../shared/config/app-config';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { readStored, readStoredRaw, writeStored } from '../lib/storage';
import { idleUntilUrgent } from '../lib/idle-until-urgent';
import { whenIdle } from '../lib/when-idle';
import { loadPresetPersonas } from './preset-loader';
import { restorePersonas, type StoredTab } from './persona-salvage';
import { setPresetsPlaced } from './presets-placed';
import { defaultPersonaOnly, fillSlots, isWaitingFor, placeInSlots, waitingNames, type PersonaSlots } from './preset-slots';
import { isValidTabIndex, type TabsData } from './tab-lookups';
import { migrateTabState, TAB_STATE_VERSION } from './tab-migrations';
import { useTabStore, type TabState } from './tab-store';

const toStoredTab = (tab: Tab): StoredTab => ({
  title: tab.title,
  query: tab.instruction,
  showChanges: tab.showChanges ?? false,
  // Only a tab whose fields were filled in carries values: the presets' tabs stay as small as before.
  ...(tab.fieldValues && { fieldValues: tab.fieldValues }),
});

/** The persona to select when the wanted one is unknown: the default, or else the first there is. */
function fallbackPersona(personas: PersonaTabs): string {
  return Object.hasOwn(personas, DEFAULT_PERSONA) ? DEFAULT_PERSONA : (Object.keys(personas)[0] ?? DEFAULT_PERSONA);
}

export interface LoadedTabState {
  data: TabsData;
  /** The stored personas' order, with the presets still to come; `data` holds the rest. */
  slots: PersonaSlots;
  /** The stored persona choice, before it is checked. */
  wanted: string;
}

/**
 * Reads both keys defensively: whatever is missing, corrupted or foreign falls back to its default.
 * `presets` is the preset data at hand: with none, the presets other than the default still wait.
 */
export function loadTabState(presets: PersonaTabs = {}): LoadedTabState {
  const stored = migrateTabState(readStoredRaw(STORAGE_KEYS.tabManager));
  const slots = restorePersonas(stored.initialTabs);
  const filled = fillSlots(slots, presets);
  const personas = Object.keys(filled).length > 0 ? filled : defaultPersonaOnly();
  const wanted = readStored(STORAGE_KEYS.selectedPersona, string(), '');
  const selectedPersona = Object.hasOwn(personas, wanted) ? wanted : fallbackPersona(personas);
  const activeTabIndex = isValidTabIndex(stored.activeTabIndex, personas[selectedPersona])
    ? stored.activeTabIndex
    : DEFAULT_ACTIVE_TAB_INDEX;
  return { data: { personas, activeTabIndex, selectedPersona }, slots, wanted };
}

/**
 * Saves the tab data. While presets are still to come, each is saved as an empty list in its place,
 * which the next load restores from the preset data: a page closed before they arrive loses none.
 */
export function saveTabState(data: TabsData, waiting?: PersonaSlots): void {
  const personas = waiting ? placeInSlots(data.personas, waiting) : data.personas;
  const initialTabs = Object.fromEntries(Object.entries(personas).map(([name, tabs]) => [name, (tabs ?? []).map(toStoredTab)]));
  writeStored(STORAGE_KEYS.tabManager, { version: TAB_STATE_VERSION, initialTabs, activeTabIndex: data.activeTabIndex });
  writeStored(STORAGE_KEYS.selectedPersona, data.selectedPersona);
}

const savedPartChanged = (state: TabState, previous: TabState) =>
  state.personas !== previous.personas ||
  state.activeTabIndex !== previous.activeTabIndex ||
  state.selectedPersona !== previous.selectedPersona;

export interface TabPersistence {
  stop(): void;
  /**
   * Set when the first render must wait for the preset data: nothing but presets yet to come was
   * stored, or the stored choice or the link's persona is one of them.
   */
  beforeFirstRender: Promise<void> | null;
  /** Settles once every preset the state waited for is in the store (or could not be loaded). */
  presetsPlaced: Promise<void>;
}

/**
 * The first render waits for the preset data only when it would otherwise show the wrong thing:
 * nothing but presets still to come was stored, or the stored choice or the link names one of them.
 */
function needsPresetsFirst({ slots, wanted }: LoadedTabState, routePersona: string | undefined): boolean {
  if (waitingNames(slots).length === 0) return false;
  if (Object.keys(fillSlots(slots, {})).length === 0) return true;
  return [wanted, routePersona].some((name) => name !== undefined && name !== '' && isWaitingFor(slots, name));
}

/**
 * Restores the tab store from storage and from then on writes every change of the saved part, when
 * the browser is next idle. The entry point calls it before the first render, with the persona the
 * URL names, and renders after `beforeFirstRender` when it is set; the other presets are placed
 * when idle.
 */
export function startTabPersistence(routePersona?: string): TabPersistence {
  const persistence = startPersistence(routePersona);
  setPresetsPlaced(persistence.presetsPlaced);
  return persistence;
}

function startPersistence(routePersona?: string): TabPersistence {
  const loaded = loadTabState();
  let waiting: PersonaSlots | null = waitingNames(loaded.slots).length > 0 ? loaded.slots : null;
  let stopped = false;
  let unsubscribe = () => {};
  const start = (data: TabsData) => {
    if (stopped) return;
    useTabStore.getState().hydrate(data);
    // What was restored is written back at once, so a damaged stored value does not outlive this load.
    saveTabState(useTabStore.getState(), waiting ?? undefined);
    // Later changes are saved when idle (or when the page is left): serialising every tab takes
    // about a millisecond that would otherwise delay the frame answering a tab switch.
    const save = idleUntilUrgent(() => saveTabState(useTabStore.getState(), waiting ?? undefined));
    const stopSubscription = useTabStore.subscribe((state, previous) => {
      if (savedPartChanged(state, previous)) save.schedule();
    });
    unsubscribe = () => {
      stopSubscription();
      save.flush();
    };
  };
  const stop = () => {
    stopped = true;
    unsubscribe();
  };

  if (needsPresetsFirst(loaded, routePersona)) {
    const ready = loadPresetPersonas().then(
      (presets) => {
        waiting = null;
        start(loadTabState(presets).data);
      },
      () => start(loaded.data),
    );
    return { stop, beforeFirstRender: ready, presetsPlaced: ready };
  }

  start(loaded.data);
  const slots = waiting;
  if (!slots) return { stop, beforeFirstRender: null, presetsPlaced: Promise.resolve() };
  const presetsPlaced = new Promise<void>((resolve) => {
    whenIdle(() =>
      loadPresetPersonas()
        .then((presets) => {
          if (stopped) return;
          waiting = null;
          // Not hydrate: the person may already have opened a dialog or removed a tab.
          useTabStore.setState({ personas: fillSlots(placeInSlots(useTabStore.getState().personas, slots), presets) });
        })
        // Unloaded, the presets stay saved as empty lists, and the next load tries again.
        .catch(() => {})
        .finally(resolve),
    );
  });
  return { stop, beforeFirstRender: null, presetsPlaced };
}
