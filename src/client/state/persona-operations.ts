import { DEFAULT_ACTIVE_TAB_INDEX, DEFAULT_PERSONA } from '../../shared/config/app-config';
import { NEW_PERSONA_TAB } from '../../shared/config/new-tab';
import { sanitiseName } from '../../shared/sanitise-name';
import type { Tab } from '../../shared/tab';
import { findPersona, tabsOf, type TabsData } from './tab-lookups';
import type { Outcome, RemovedTab } from './tab-operations';

/** SPEC.md section 4, Add persona: a sanitised new name with one starting tab. Selecting it is the caller's. */
export function addPersona(data: TabsData, input: string): Outcome<{ name: string }> {
  const name = sanitiseName(input);
  if (name === '') return { ok: false, refusal: 'empty' };
  if (findPersona(data.personas, name) !== undefined) return { ok: false, refusal: 'duplicate' };
  return { ok: true, name, data: { ...data, personas: { ...data.personas, [name]: [{ ...NEW_PERSONA_TAB }] } } };
}

/** SPEC.md section 4, Rename persona: the tabs move to the new name, which keeps its place in the menu. */
export function renamePersona(data: TabsData, from: string, input: string): Outcome<{ name: string }> {
  const to = sanitiseName(input);
  if (!tabsOf(data.personas, from)) return { ok: false, refusal: 'not-found' };
  if (to === '') return { ok: false, refusal: 'empty' };
  const clash = findPersona(data.personas, to);
  if (clash !== undefined && clash !== from) return { ok: false, refusal: 'duplicate' };
  const personas = Object.fromEntries(Object.entries(data.personas).map(([name, tabs]) => [name === from ? to : name, tabs]));
  return {
    ok: true,
    name: to,
    data: { ...data, personas, selectedPersona: data.selectedPersona === from ? to : data.selectedPersona },
  };
}

/** A pending undo follows its persona's rename. */
export function renameRemoved(removed: RemovedTab | null, from: string, to: string): RemovedTab | null {
  return removed?.persona === from ? { ...removed, persona: to } : removed;
}

/** A deleted persona, with where it was and whether it was on show, so that Undo can put it back. */
export interface DeletedPersona {
  name: string;
  tabs: Tab[];
  /** Its place in the menu. */
  index: number;
  /** The selection before the deletion, given back when the persona was the selected one. */
  selected: { activeTabIndex: number } | null;
}

/**
 * Deletes a persona and its tabs; the last one stays. Deleting the selected persona selects the
 * default one, or else the first left. The outcome carries what Undo needs (restorePersona).
 */
export function deletePersona(data: TabsData, name: string): Outcome<{ deleted: DeletedPersona }> {
  const tabs = tabsOf(data.personas, name);
  if (!tabs) return { ok: false, refusal: 'not-found' };
  const personas = Object.fromEntries(Object.entries(data.personas).filter(([persona]) => persona !== name));
  const left = Object.keys(personas);
  if (left.length === 0) return { ok: false, refusal: 'last-persona' };
  const wasSelected = data.selectedPersona === name;
  const deleted = { name, tabs, index: Object.keys(data.personas).indexOf(name), selected: wasSelected ? { activeTabIndex: data.activeTabIndex } : null };
  if (!wasSelected) return { ok: true, deleted, data: { ...data, personas } };
  const selectedPersona = left.includes(DEFAULT_PERSONA) ? DEFAULT_PERSONA : (left[0] ?? DEFAULT_PERSONA);
  return { ok: true, deleted, data: { personas, selectedPersona, activeTabIndex: DEFAULT_ACTIVE_TAB_INDEX } };
}

/**
 * Undo of a deletion: the persona comes back at its place with its tabs, selected again if it was.
 * Refused when a persona of that name exists again (added or renamed meanwhile).
 */
export function restorePersona(data: TabsData, deleted: DeletedPersona): Outcome {
  if (findPersona(data.personas, deleted.name) !== undefined) return { ok: false, refusal: 'duplicate' };
  const entries = Object.entries(data.personas);
  entries.splice(Math.min(deleted.index, entries.length), 0, [deleted.name, deleted.tabs]);
  const personas = Object.fromEntries(entries);
  if (!deleted.selected) return { ok: true, data: { ...data, personas } };
  return { ok: true, data: { personas, selectedPersona: deleted.name, activeTabIndex: deleted.selected.activeTabIndex } };
}
