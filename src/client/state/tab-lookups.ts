import { sanitiseName, titleKey } from '../../shared/sanitise-name';
import type { PersonaTabs, Tab } from '../../shared/tab';

/** What the tab manager holds: every persona's tabs, the selected persona and its active tab. */
export interface TabsData {
  /** Persona name → its ordered tabs (stored as SPEC.md's `initialTabs`). */
  personas: PersonaTabs;
  selectedPersona: string;
  activeTabIndex: number;
}

const NO_TABS: readonly Tab[] = [];

/** A persona's tabs (own keys only: a persona may be called 'constructor'). */
export function tabsOf(personas: PersonaTabs, name: string): Tab[] | undefined {
  return Object.hasOwn(personas, name) ? personas[name] : undefined;
}

/** The selected persona's tabs. */
export function selectTabs(data: TabsData): readonly Tab[] {
  return tabsOf(data.personas, data.selectedPersona) ?? NO_TABS;
}

export function selectActiveTab(data: TabsData): Tab | undefined {
  return selectTabs(data)[data.activeTabIndex];
}

/** Persona names are compared in their sanitised form (SPEC.md section 5). */
export function personaKey(name: string): string {
  return sanitiseName(name);
}

/** The existing persona that `name` names, compared in sanitised form. */
export function findPersona(personas: PersonaTabs, name: string): string | undefined {
  if (Object.hasOwn(personas, name)) return name;
  const key = personaKey(name);
  return Object.keys(personas).find((existing) => personaKey(existing) === key);
}

/** Index of the tab titled `title` (case-insensitive, normalised), ignoring the tab at `except`; -1 if none. */
export function findTabIndex(tabs: readonly Tab[], title: string, except = -1): number {
  const key = titleKey(title);
  return tabs.findIndex((tab, i) => i !== except && titleKey(tab.title) === key);
}

export function isValidTabIndex(index: unknown, tabs: readonly Tab[] | undefined): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < (tabs?.length ?? 0);
}
