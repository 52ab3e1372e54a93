import { DEFAULT_PERSONA } from '../../src/shared/config/app-config';
import type { PersonaTabs } from '../../src/shared/tab';
import { saveTabState, startTabPersistence } from '../../src/client/state/tab-persistence';

let stopPersistence: (() => void) | undefined;

/** For tests: stores the given tab data as a reload would find it, then starts the store from it as the page does. */
export function seedTabStore(personas: PersonaTabs, activeTabIndex = 0, selectedPersona = DEFAULT_PERSONA): void {
  // Stopped first: stopping saves what the last test left pending.
  stopPersistence?.();
  saveTabState({ personas, activeTabIndex, selectedPersona });
  stopPersistence = startTabPersistence().stop;
}
