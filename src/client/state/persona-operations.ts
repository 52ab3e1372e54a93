import { DEFAULT_ACTIVE_TAB_INDEX, DEFAULT_PERSONA } from '../../shared/config/app-config';
import { NEW_PERSONA_TAB } from '../../shared/config/new-tab';
import { sanitiseName } from '../../shared/sanitise-name';
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

/**
 * Deletes a persona and its tabs; the last one stays. Deleting the selected persona selects the
 * default one, or else the first left.
 */
export function deletePersona(data: TabsData, name: string): Outcome {
  if (!tabsOf(data.personas, name)) return { ok: false, refusal: 'not-found' };
  const personas = Object.fromEntries(Object.entries(data.personas).filter(([persona]) => persona !== name));
  const left = Object.keys(personas);
  if (left.length === 0) return { ok: false, refusal: 'last-persona' };
  if (data.selectedPersona !== name) return { ok: true, data: { ...data, personas } };
  const selectedPersona = left.includes(DEFAULT_PERSONA) ? DEFAULT_PERSONA : (left[0] ?? DEFAULT_PERSONA);
  return { ok: true, data: { personas, selectedPersona, activeTabIndex: DEFAULT_ACTIVE_TAB_INDEX } };
}
