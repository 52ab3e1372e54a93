import { DEFAULT_PERSONA, STORAGE_KEYS } from '../shared/config/app-config';
import { DEFAULT_PERSONA_TABS } from '../shared/config/preset-persona-names';
import { HELD_KEY_CODES, HELD_KEYS_GLOBAL, HELD_PRESS_TARGETS, HELD_PRESSES_GLOBAL } from './lib/held-keys';
import type { ShellFacts } from './shell-boot';
import { MOBILE_QUERY, NARROW_QUERY } from './ui/use-media-query';

/** What the prerendered shell shows, for its boot script (vite-prerender.ts inlines both). */
export const SHELL_FACTS: ShellFacts = {
  narrowQuery: NARROW_QUERY,
  mobileQuery: MOBILE_QUERY,
  tabsKey: STORAGE_KEYS.tabManager,
  personaKey: STORAGE_KEYS.selectedPersona,
  persona: DEFAULT_PERSONA,
  titles: DEFAULT_PERSONA_TABS.map((tab) => tab.title),
  heldKeyCodes: HELD_KEY_CODES,
  heldKeysGlobal: HELD_KEYS_GLOBAL,
  heldPressesGlobal: HELD_PRESSES_GLOBAL,
  heldPressTargets: HELD_PRESS_TARGETS,
};
