import { MAX_TABS } from '../../shared/config/app-config';
import { isReservedPersonaName, sanitiseName, titleKey } from '../../shared/sanitise-name';
import type { PersonaTabs, Tab } from '../../shared/tab';
import { findPersona } from '../state/tab-lookups';
import { isPresetName } from '../state/preset-slots';
import { EXCHANGE_PROBLEMS } from './exchange-labels';
import type { ImportedPersona } from './read-modes-file';

export type PlannedAdd = { kind: 'add'; name: string; from: string; reserved: boolean; count: number };
export type PlannedChange = { kind: 'change'; name: string; appended: string[]; updated: string[] };

/** What `Import` would do, for the dialog to show; nothing has changed yet. */
export interface ImportPlan {
  added: PlannedAdd[];
  changed: PlannedChange[];
  /** Problems that only show against this browser's modes (a persona that would pass MAX_TABS). */
  problems: string[];
  /** Every persona after the import; the store takes it on `Import`. */
  personas: PersonaTabs;
}

const sameTab = (a: Tab, b: Tab) => titleKey(a.title) === titleKey(b.title) && a.instruction === b.instruction && (a.showChanges === true) === (b.showChanges === true);

/** The name a new persona gets: SPEC.md's sanitising; a preset's own spelling kept; a reserved name moved aside. */
function newName(raw: string): { name: string; reserved: boolean } {
  if (isPresetName(raw)) return { name: raw, reserved: false };
  const name = sanitiseName(raw);
  return isReservedPersonaName(name) ? { name: `${name}-persona`, reserved: true } : { name, reserved: false };
}

/** New titles are appended; a title already there (compared as SPEC.md compares titles) is replaced in place. */
function mergeTabs(existing: readonly Tab[], imported: readonly Tab[]) {
  const tabs = [...existing];
  const appended: string[] = [];
  const updated: string[] = [];
  for (const tab of imported) {
    const at = tabs.findIndex((mine) => titleKey(mine.title) === titleKey(tab.title));
    const mine = tabs[at];
    if (at === -1 || !mine) {
      tabs.push(tab);
      appended.push(tab.title);
    } else if (!sameTab(mine, tab)) {
      // What the person typed into the mode's fields stays with the mode.
      const { showChanges: _replaced, ...kept } = mine;
      tabs[at] = { ...kept, ...tab };
      updated.push(tab.title);
    }
  }
  return { tabs, appended, updated };
}

/** Merges imported personas into the current ones by SPEC.md's rules (DESIGN.md, Modes exchange). */
export function planImport(current: PersonaTabs, imported: readonly ImportedPersona[]): ImportPlan {
  const personas: PersonaTabs = { ...current };
  const plan: ImportPlan = { added: [], changed: [], problems: [], personas };
  for (const persona of imported) {
    const { name, reserved } = newName(persona.name);
    const existing = findPersona(personas, name);
    const existingTabs = existing === undefined ? undefined : personas[existing];
    if (existing === undefined || !existingTabs) {
      personas[name] = persona.tabs.map((tab) => ({ ...tab }));
      plan.added.push({ kind: 'add', name, from: persona.name, reserved, count: persona.tabs.length });
      continue;
    }
    const { tabs, appended, updated } = mergeTabs(existingTabs, persona.tabs);
    if (tabs.length > MAX_TABS) plan.problems.push(EXCHANGE_PROBLEMS.overLimit(existing, tabs.length));
    if (appended.length === 0 && updated.length === 0) continue;
    personas[existing] = tabs;
    plan.changed.push({ kind: 'change', name: existing, appended, updated });
  }
  return plan;
}
