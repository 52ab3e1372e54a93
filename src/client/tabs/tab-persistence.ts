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
import { isReservedPersonaName, sanitiseName, titleKey } from '../../shared/sanitise-name';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { readStored, readStoredRaw, writeStored } from '../lib/storage';

/**
 * Version of the stored tab manager value. A later release that changes the shape bumps it and
 * migrates older values in `unwrapStoredValue`; values without a version are the original app's.
 */
export const TAB_STATE_VERSION = 1;

export interface PersistedTabState {
  initialTabs: PersonaTabs;
  activeTabIndex: number;
  selectedPersona: string;
}

const tabSchema = z.object({ title: z.string(), query: z.string() });
const storedValueSchema = z.object({ initialTabs: z.optional(z.unknown()), activeTabIndex: z.optional(z.unknown()) });
const legacyWrapperSchema = z.object({ state: storedValueSchema });

/** Persona names are compared in their sanitised form (SPEC.md section 5). */
export function personaKey(name: string): string {
  return sanitiseName(name);
}

/** Preset names keep their capitals ('Chat', 'incomeTax'); anything else a name could not be is refused. */
function isValidPersonaName(name: string): boolean {
  return name !== '' && personaKey(name) === name.toLowerCase();
}

function clonePersonas(personas: PersonaTabs): PersonaTabs {
  return Object.fromEntries(Object.entries(personas).map(([name, tabs]) => [name, tabs.map((tab) => ({ ...tab }))]));
}

/**
 * The valid tabs of a stored list: bad entries and repeated titles are dropped, at most MAX_TABS
 * kept, and titles and instructions cut to what the tab dialogs take (a stored value may be anything).
 */
function salvageTabs(value: unknown): Tab[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const tabs: Tab[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const parsed = tabSchema.safeParse(item);
    if (!parsed.success) continue;
    const title = parsed.data.title.trim().slice(0, TAB_TITLE_MAX_LENGTH).trim();
    const key = titleKey(title);
    if (title === '' || seen.has(key)) continue;
    seen.add(key);
    tabs.push({ title, query: parsed.data.query.slice(0, TAB_INSTRUCTION_MAX_LENGTH) });
    if (tabs.length === MAX_TABS) break;
  }
  return tabs.length > 0 ? tabs : undefined;
}

/** Keeps every valid persona; a preset whose stored list is unusable gets its preset tabs back. */
export function restorePersonas(value: unknown): PersonaTabs {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return clonePersonas(PRESET_PERSONAS);
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
  return Object.keys(personas).length > 0 ? personas : clonePersonas(PRESET_PERSONAS);
}

/** The stored value's fields, from this release's shape or the original app's persist wrapper. */
function unwrapStoredValue(raw: unknown): { initialTabs?: unknown; activeTabIndex?: unknown } {
  const legacy = legacyWrapperSchema.safeParse(raw);
  if (legacy.success) return legacy.data.state;
  const current = storedValueSchema.safeParse(raw);
  return current.success ? current.data : {};
}

/** The persona to select when the wanted one is unknown: the default, or else the first there is. */
function fallbackPersona(personas: PersonaTabs): string {
  return Object.hasOwn(personas, DEFAULT_PERSONA) ? DEFAULT_PERSONA : (Object.keys(personas)[0] ?? DEFAULT_PERSONA);
}

export function isValidTabIndex(index: unknown, tabs: readonly Tab[] | undefined): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < (tabs?.length ?? 0);
}

/** Reads both keys defensively: whatever is missing, corrupted or foreign falls back to its default. */
export function loadTabState(): PersistedTabState {
  const stored = unwrapStoredValue(readStoredRaw(STORAGE_KEYS.tabManager));
  const initialTabs = restorePersonas(stored.initialTabs);
  const wanted = readStored(STORAGE_KEYS.selectedPersona, z.string(), '');
  const selectedPersona = Object.hasOwn(initialTabs, wanted) ? wanted : fallbackPersona(initialTabs);
  const activeTabIndex = isValidTabIndex(stored.activeTabIndex, initialTabs[selectedPersona])
    ? stored.activeTabIndex
    : DEFAULT_ACTIVE_TAB_INDEX;
  return { initialTabs, activeTabIndex, selectedPersona };
}

export function saveTabState(state: PersistedTabState): void {
  writeStored(STORAGE_KEYS.tabManager, {
    version: TAB_STATE_VERSION,
    initialTabs: state.initialTabs,
    activeTabIndex: state.activeTabIndex,
  });
  writeStored(STORAGE_KEYS.selectedPersona, state.selectedPersona);
}
