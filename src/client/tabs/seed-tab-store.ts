import { DEFAULT_PERSONA } from '../../shared/config/app-config';
import type { PersonaTabs } from '../../shared/tab';
import { saveTabState } from './tab-persistence';
import { reloadTabStore } from './tab-store';

/** For tests: saves the given tab state as a reload would find it, then restores the store from it. */
export function seedTabStore(initialTabs: PersonaTabs, activeTabIndex = 0, selectedPersona = DEFAULT_PERSONA): void {
  saveTabState({ initialTabs, activeTabIndex, selectedPersona });
  reloadTabStore();
}
