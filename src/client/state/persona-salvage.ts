import { object, optional, safeParse, string, unknown, type InferOutput } from 'valibot';
import { MAX_TABS, TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { isReservedPersonaName, titleKey } from '../../shared/sanitise-name';
import type { Tab } from '../../shared/tab';
import { isPresetName, presetSlot, presetSlots, type PersonaSlots } from './preset-slots';
import { readFieldValues } from './stored-field-values';
import { personaKey } from './tab-lookups';

// Storage keeps SPEC.md's names: `initialTabs`, and `query` for a tab's instruction. A stored
// `showChanges` that is not `true` reads as false (absent, as in the presets) rather than costing the tab;
// damaged `fieldValues` lose what is damaged (stored-field-values.ts), never the tab.
const storedTabSchema = object({ title: string(), query: string(), showChanges: optional(unknown()), fieldValues: optional(unknown()) });
export type StoredTab = InferOutput<typeof storedTabSchema>;

/** Preset names keep their capitals ('Chat', 'incomeTax'); anything else a name could not be is refused. */
function isValidPersonaName(name: string): boolean {
  return name !== '' && personaKey(name) === name.toLowerCase();
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
    const parsed = safeParse(storedTabSchema, item);
    if (!parsed.success) continue;
    const title = parsed.output.title.trim().slice(0, TAB_TITLE_MAX_LENGTH).trim();
    const key = titleKey(title);
    if (title === '' || seen.has(key)) continue;
    seen.add(key);
    const fieldValues = readFieldValues(parsed.output.fieldValues);
    tabs.push({
      title,
      instruction: parsed.output.query.slice(0, TAB_INSTRUCTION_MAX_LENGTH),
      ...(parsed.output.showChanges === true && { showChanges: true }),
      ...(fieldValues && { fieldValues }),
    });
    if (tabs.length === MAX_TABS) break;
  }
  return tabs.length > 0 ? tabs : undefined;
}

/**
 * Keeps every valid persona in its stored order; a preset whose stored list is unusable gets its
 * preset tabs back (a slot that waits for the preset data unless it is the default persona).
 */
export function restorePersonas(value: unknown): PersonaSlots {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return presetSlots();
  const personas: PersonaSlots = {};
  const seen = new Set<string>();
  for (const [stored, list] of Object.entries(value)) {
    // A persona saved as `api` or `assets` before they were reserved keeps its tabs under a new name.
    const name = isReservedPersonaName(stored) ? `${stored}-persona` : stored;
    if (!isValidPersonaName(name) || seen.has(personaKey(name))) continue;
    const tabs = salvageTabs(list) ?? (isPresetName(name) ? presetSlot(name) : undefined);
    if (tabs === undefined) continue;
    seen.add(personaKey(name));
    personas[name] = tabs;
  }
  return Object.keys(personas).length > 0 ? personas : presetSlots();
}
