import { z } from 'zod/mini';
import {
  DEFAULT_ACTIVE_TAB_INDEX,
  DEFAULT_PERSONA,
  MAX_TABS,
  STORAGE_KEYS,
  TAB_INSTRUCTION_MAX_LENGTH,
  TAB_TITLE_MAX_LENGTH,
} from '../../shared/config/app-config';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import { isReservedPersonaName, titleKey } from '../../shared/sanitise-name';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { readStored, readStoredRaw, writeStored } from '../lib/storage';
import { isValidTabIndex, personaKey, type TabsData } from './tab-lookups';
import { migrateTabState, TAB_STATE_VERSION } from './tab-migrations';
import { useTabStore, type TabState } from './tab-store';

// Storage keeps SPEC.md's names: `initialTabs`, and `query` for a tab's instruction.
const storedTabSchema = z.object({ title: z.string(), query: z.string(), showChanges: z.optional(z.unknown()) });
type StoredTab = z.infer<typeof storedTabSchema>;

// A stored `showChanges` that is not `true` reads as false rather than costing the tab.
const toStoredTab = (tab: Tab): StoredTab => ({ title: tab.title, query: tab.instruction, showChanges: tab.showChanges ?? false });

/** Preset names keep their capitals ('Chat', 'incomeTax'); anything else a name could not be is refused. */
function isValidPersonaName(name: string): boolean {
  return name !== '' && personaKey(name) === name.toLowerCase();
}

const clonePresets = (): PersonaTabs => structuredClone(PRESET_PERSONAS);

/**
 * The valid tabs of a stored list: bad entries and repeated titles are dropped, at most MAX_TABS
 * kept, and titles and instructions cut to what the tab dialogs take (a stored value may be anything).
 */
function salvageTabs(value: unknown): Tab[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const tabs: Tab[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const parsed = storedTabSchema.safeParse(item);
    if (!parsed.success) continue;
    const title = parsed.data.title.trim().slice(0, TAB_TITLE_MAX_LENGTH).trim();
    const key = titleKey(title);
    if (title === '' || seen.has(key)) continue;
    seen.add(key);
    tabs.push({ title, instruction: parsed.data.query.slice(0, TAB_INSTRUCTION_MAX_LENGTH), showChanges: parsed.data.showChanges === true });
    if (tabs.length === MAX_TABS) break;
  }
  return tabs.length > 0 ? tabs : undefined;
}

/** Keeps every valid persona; a preset whose stored list is unusable gets its preset tabs back. */
export function restorePersonas(value: unknown): PersonaTabs {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return clonePresets();
  const personas: PersonaTabs = {};
  const seen = new Set<string>();
  for (const [stored, list] of Object.entries(value)) {
    // A persona saved as `api` or `assets` before they were reserved keeps its tabs under a new name.
    const name = isReservedPersonaName(stored) ? `${stored}-persona` : stored;
    if (!isValidPersonaName(name) || seen.has(personaKey(name))) continue;
    const preset = Object.hasOwn(PRESET_PERSONAS, name) ? PRESET_PERSONAS[name] : undefined;
    const tabs = salvageTabs(list) ?? preset?.map((tab) => ({ ...tab }));
    if (!tabs) continue;
    seen.add(personaKey(name));
    personas[name] = tabs;
  }
  return Object.keys(personas).length > 0 ? personas : clonePresets();
}

/** The persona to select when the wanted one is unknown: the default, or else the first there is. */
function fallbackPersona(personas: PersonaTabs): string {
  return Object.hasOwn(personas, DEFAULT_PERSONA) ? DEFAULT_PERSONA : (Object.keys(personas)[0] ?? DEFAULT_PERSONA);
}

/** Reads both keys defensively: whatever is missing, corrupted or foreign falls back to its default. */
export function loadTabState(): TabsData {
  const stored = migrateTabState(readStoredRaw(STORAGE_KEYS.tabManager));
  const personas = restorePersonas(stored.initialTabs);
  const wanted = readStored(STORAGE_KEYS.selectedPersona, z.string(), '');
  const selectedPersona = Object.hasOwn(personas, wanted) ? wanted : fallbackPersona(personas);
  const activeTabIndex = isValidTabIndex(stored.activeTabIndex, personas[selectedPersona])
    ? stored.activeTabIndex
    : DEFAULT_ACTIVE_TAB_INDEX;
  return { personas, activeTabIndex, selectedPersona };
}

export function saveTabState(data: TabsData): void {
  const initialTabs = Object.fromEntries(Object.entries(data.personas).map(([name, tabs]) => [name, tabs.map(toStoredTab)]));
  writeStored(STORAGE_KEYS.tabManager, { version: TAB_STATE_VERSION, initialTabs, activeTabIndex: data.activeTabIndex });
  writeStored(STORAGE_KEYS.selectedPersona, data.selectedPersona);
}

const savedPartChanged = (state: TabState, previous: TabState) =>
  state.personas !== previous.personas ||
  state.activeTabIndex !== previous.activeTabIndex ||
  state.selectedPersona !== previous.selectedPersona;

/**
 * Restores the tab store from storage and from then on writes every change of the saved part at
 * once. The entry point calls it before the first render; returns the unsubscribe.
 */
export function startTabPersistence(): () => void {
  useTabStore.getState().hydrate(loadTabState());
  // What was restored is written back at once, so a damaged stored value does not outlive this load.
  saveTabState(useTabStore.getState());
  return useTabStore.subscribe((state, previous) => {
    if (savedPartChanged(state, previous)) saveTabState(state);
  });
}
