import type { PersonaTabs, Tab } from '../tab';
import type { PresetPersonaName } from './preset-persona-names';
import { CHAT_TABS } from './presets/chat';
import { CODER_TABS } from './presets/coder';
import { CONTENT_CREATOR_TABS } from './presets/content-creator';
import { EDITOR_TABS } from './presets/editor';
import { FICTION_TABS } from './presets/fiction';
import { INCOME_TAX_TABS } from './presets/income-tax';
import { SOCIAL_MEDIA_TABS } from './presets/social-media';
import { TRANSLATOR_TABS } from './presets/translator';
import { VOCABULARY_TABS } from './presets/vocabulary';
import { WRITE_TABS } from './presets/write';

// Typed by name so a persona can be neither missing nor misspelt; the key order here is the dropdown order.
const PRESETS: Record<PresetPersonaName, Tab[]> = {
  Chat: CHAT_TABS,
  vocabulary: VOCABULARY_TABS,
  incomeTax: INCOME_TAX_TABS,
  write: WRITE_TABS,
  editor: EDITOR_TABS,
  translator: TRANSLATOR_TABS,
  coder: CODER_TABS,
  fiction: FICTION_TABS,
  'social-media': SOCIAL_MEDIA_TABS,
  'content-creator': CONTENT_CREATOR_TABS,
};

/**
 * Every preset persona and its tabs: the tab manager's starting `initialTabs` and what 'Reset tabs'
 * returns to. About 18 KB gzip: the page loads this module after the first paint (state/preset-loader.ts).
 */
export const PRESET_PERSONAS: PersonaTabs = PRESETS;
