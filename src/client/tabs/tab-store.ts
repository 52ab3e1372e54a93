import { create } from 'zustand';
import { DEFAULT_ACTIVE_TAB_INDEX, DEFAULT_PERSONA } from '../../shared/config/app-config';
import { PRESET_PERSONAS } from '../../shared/config/preset-personas';
import type { PersonaTabs, Tab } from '../../shared/tab';

// TEMPORARY minimal store (issue 3 replaces it with the full tab manager).
export interface TabState {
  initialTabs: PersonaTabs;
  activeTabIndex: number;
  selectedPersona: string;
}

export const useTabStore = create<TabState>(() => ({
  initialTabs: PRESET_PERSONAS,
  activeTabIndex: DEFAULT_ACTIVE_TAB_INDEX,
  selectedPersona: DEFAULT_PERSONA,
}));

export function selectActiveTab(state: TabState): Tab | undefined {
  return state.initialTabs[state.selectedPersona]?.[state.activeTabIndex];
}
