import { DEFAULT_PERSONA } from '../../shared/config/app-config';
import { DEFAULT_PERSONA_TABS, PRESET_PERSONA_NAMES } from '../../shared/config/preset-persona-names';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { findPersona, personaKey } from './tab-lookups';

/**
 * Personas in their menu order, where `null` marks a preset whose tabs are still to come: the
 * preset data loads after the first paint (preset-loader.ts), and only the default persona's tabs
 * are at hand before it.
 */
export type PersonaSlots = Record<string, Tab[] | null>;

const copyTabs = (tabs: readonly Tab[]): Tab[] => tabs.map((tab) => ({ ...tab }));

export const isPresetName = (name: string): boolean => (PRESET_PERSONA_NAMES as readonly string[]).includes(name);

/** A preset's slot: the default persona's tabs now, any other preset's once its data has loaded. */
export const presetSlot = (name: string): Tab[] | null => (name === DEFAULT_PERSONA ? copyTabs(DEFAULT_PERSONA_TABS) : null);

/** The default persona alone: what the page holds before storage is read, or when nothing else is at hand. */
export const defaultPersonaOnly = (): PersonaTabs => ({ [DEFAULT_PERSONA]: copyTabs(DEFAULT_PERSONA_TABS) });

/** A first visit (or nothing usable stored): every preset, in the dropdown's order. */
export const presetSlots = (): PersonaSlots => Object.fromEntries(PRESET_PERSONA_NAMES.map((name) => [name, presetSlot(name)]));

/** The presets a slot list still waits for. */
export const waitingNames = (slots: PersonaSlots): string[] =>
  Object.entries(slots).flatMap(([name, tabs]) => (tabs === null ? [name] : []));

/** True when `name` (compared as persona names are) is a preset the slots still wait for. */
export const isWaitingFor = (slots: PersonaSlots, name: string): boolean =>
  waitingNames(slots).some((waiting) => personaKey(waiting) === personaKey(name));

/** Fills each waiting slot from the preset data; a preset the data lacks is left out. */
export function fillSlots(slots: PersonaSlots, presets: PersonaTabs): PersonaTabs {
  const personas: PersonaTabs = {};
  for (const [name, tabs] of Object.entries(slots)) {
    const preset = Object.hasOwn(presets, name) ? presets[name] : undefined;
    const filled = tabs ?? (preset ? copyTabs(preset) : undefined);
    if (filled) personas[name] = filled;
  }
  return personas;
}

/**
 * The person's current personas in the slots' order, so that presets arriving late take their own
 * place: a waiting slot stays unless the person has meanwhile made a persona of that name, a
 * persona deleted meanwhile is gone, and one added or renamed meanwhile comes last.
 */
export function placeInSlots(current: PersonaTabs, slots: PersonaSlots): PersonaSlots {
  const placed: PersonaSlots = {};
  for (const [name, tabs] of Object.entries(slots)) {
    if (tabs === null) {
      if (findPersona(current, name) === undefined) placed[name] = null;
    } else if (Object.hasOwn(current, name)) placed[name] = current[name] ?? tabs;
  }
  for (const [name, tabs] of Object.entries(current)) if (!Object.hasOwn(placed, name)) placed[name] = tabs;
  return placed;
}
