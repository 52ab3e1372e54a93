import { DEFAULT_ACTIVE_TAB_INDEX, MAX_TABS } from '../../shared/config/app-config';
import type { Tab } from '../../shared/tab';
import { findPersona, findTabIndex, isValidTabIndex, selectTabs, tabsOf, type TabsData } from './tab-lookups';

/**
 * The tab operations of SPEC.md section 4 as pure functions: each takes the data and returns the
 * new data, or the reason it refused. Saying so to the person (alerts, toasts) is the UI's job.
 */
export type Refusal = 'empty' | 'duplicate' | 'limit' | 'not-found' | 'last-tab' | 'last-persona';
export type Outcome<Extra = unknown> = ({ ok: true; data: TabsData } & Extra) | { ok: false; refusal: Refusal };

/** A removed tab, with where it was, so that undo can put it back. */
export interface RemovedTab {
  persona: string;
  index: number;
  tab: Tab;
}

const refuse = (refusal: Refusal): { ok: false; refusal: Refusal } => ({ ok: false, refusal });

function withTabs(data: TabsData, persona: string, tabs: Tab[], activeTabIndex: number): TabsData {
  return { ...data, personas: { ...data.personas, [persona]: tabs }, activeTabIndex };
}

/** Titles are trimmed with inner runs of spaces collapsed; instructions are trimmed. */
export function cleanTab(tab: Tab): Tab {
  return { ...tab, title: tab.title.trim().replace(/\s+/g, ' '), instruction: tab.instruction.trim() };
}

export function selectTab(data: TabsData, index: number): TabsData {
  return isValidTabIndex(index, selectTabs(data)) ? { ...data, activeTabIndex: index } : data;
}

/** Changes only to an existing persona; its first tab becomes active. */
export function selectPersona(data: TabsData, name: string): Outcome {
  if (!tabsOf(data.personas, name)) return refuse('not-found');
  return { ok: true, data: { ...data, selectedPersona: name, activeTabIndex: DEFAULT_ACTIVE_TAB_INDEX } };
}

/** SPEC.md section 2, on load: the URL's persona and tab where they exist; an unknown persona changes nothing. */
export function applyRoute(data: TabsData, persona: string | undefined, tabTitle: string | undefined): TabsData {
  const name = persona === undefined ? undefined : findPersona(data.personas, persona);
  if (name === undefined) return data;
  const index = tabTitle === undefined ? -1 : findTabIndex(tabsOf(data.personas, name) ?? [], tabTitle);
  return { ...data, selectedPersona: name, activeTabIndex: index >= 0 ? index : DEFAULT_ACTIVE_TAB_INDEX };
}

export function canAddTab(data: TabsData): boolean {
  return selectTabs(data).length < MAX_TABS;
}

/** Appends the tab to the selected persona and makes it active. */
export function addTab(data: TabsData, input: Tab): Outcome {
  const tab = cleanTab(input);
  const tabs = selectTabs(data);
  if (tab.title === '') return refuse('empty');
  if (!canAddTab(data)) return refuse('limit');
  if (findTabIndex(tabs, tab.title) >= 0) return refuse('duplicate');
  return { ok: true, data: withTabs(data, data.selectedPersona, [...tabs, tab], tabs.length) };
}

/** Replaces the tab at `index` and makes it active; values typed into its fields stay unless `input` brings its own. */
export function updateTab(data: TabsData, index: number, input: Tab): Outcome {
  const tabs = selectTabs(data);
  if (!isValidTabIndex(index, tabs)) return refuse('not-found');
  const kept = tabs[index]?.fieldValues;
  const tab = cleanTab(input.fieldValues === undefined && kept ? { ...input, fieldValues: kept } : input);
  if (tab.title === '') return refuse('empty');
  if (findTabIndex(tabs, tab.title, index) >= 0) return refuse('duplicate');
  return { ok: true, data: withTabs(data, data.selectedPersona, tabs.with(index, tab), index) };
}

/**
 * Removes the tab at `index`. The removed active tab hands over to the one before it (or the first);
 * tabs after a removed one move left, so an active tab after it keeps being active.
 */
export function removeTab(data: TabsData, index: number): Outcome<{ removed: RemovedTab }> {
  const tabs = selectTabs(data);
  const tab = tabs[index];
  if (!tab) return refuse('not-found');
  if (tabs.length <= 1) return refuse('last-tab');
  const active = data.activeTabIndex;
  const nextActive = index < active || (index === active && active > 0) ? active - 1 : active;
  return {
    ok: true,
    data: withTabs(data, data.selectedPersona, tabs.toSpliced(index, 1), nextActive),
    removed: { persona: data.selectedPersona, index, tab },
  };
}

/** Puts a removed tab back at its place (or the end) in its persona, selected and active. */
export function restoreTab(data: TabsData, removed: RemovedTab): Outcome {
  const tabs = tabsOf(data.personas, removed.persona);
  if (!tabs) return refuse('not-found');
  if (tabs.length >= MAX_TABS) return refuse('limit');
  if (findTabIndex(tabs, removed.tab.title) >= 0) return refuse('duplicate'); // A tab took its title meanwhile.
  const index = Math.min(removed.index, tabs.length);
  return { ok: true, data: { ...withTabs(data, removed.persona, tabs.toSpliced(index, 0, removed.tab), index), selectedPersona: removed.persona } };
}

/** Moves tab `from` to position `to`; the active tab stays active wherever it ends up. */
export function moveTab(data: TabsData, from: number, to: number): TabsData {
  const tabs = selectTabs(data);
  const moved = tabs[from];
  if (from === to || !moved || !isValidTabIndex(to, tabs)) return data;
  const reordered = tabs.toSpliced(from, 1).toSpliced(to, 0, moved);
  const activeTitle = tabs[data.activeTabIndex]?.title ?? '';
  return withTabs(data, data.selectedPersona, reordered, Math.max(0, findTabIndex(reordered, activeTitle)));
}
