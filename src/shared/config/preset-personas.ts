import type { PersonaTabs, Tab } from '../tab';
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

/** The preset personas of SPEC.md section 1, in the order the persona dropdown lists them. */
export const PRESET_PERSONA_NAMES = [
  'Chat',
  'vocabulary',
  'incomeTax',
  'write',
  'editor',
  'translator',
  'coder',
  'fiction',
  'social-media',
  'content-creator',
] as const;

export type PresetPersonaName = (typeof PRESET_PERSONA_NAMES)[number];

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
 * The rewriting modes, whose replies open in the changes view (the person's text against the
 * rewrite): each returns the person's own text reworked, rather than something new about it.
 */
export const CHANGES_VIEW_MODES: Partial<Record<PresetPersonaName, readonly string[]>> = {
  write: ['Formal', 'Casual', 'Simplify', 'Grammar', 'Paraphrase'],
  editor: ['Proofread', 'Line edit', 'Concise'],
};

const withDefaultView = (persona: PresetPersonaName, tabs: Tab[]): Tab[] =>
  tabs.map((tab) => ({ ...tab, showChanges: CHANGES_VIEW_MODES[persona]?.includes(tab.title) ?? false }));

/** Every preset persona and its tabs: the tab manager's starting `initialTabs` and what 'Reset tabs' returns to. */
export const PRESET_PERSONAS: PersonaTabs = Object.fromEntries(
  PRESET_PERSONA_NAMES.map((persona) => [persona, withDefaultView(persona, PRESETS[persona])]),
);
