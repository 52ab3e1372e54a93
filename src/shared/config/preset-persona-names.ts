import type { Tab } from '../tab';
import { WRITE_TABS } from './presets/write';

/**
 * The preset personas of SPEC.md section 1, in the order the persona dropdown lists them. The names
 * and the default persona's tabs are all the first paint needs; the other presets' tabs
 * (preset-personas.ts) load after it.
 */
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

/** The tabs of DEFAULT_PERSONA ('write'): shown at the first paint of a first visit. */
export const DEFAULT_PERSONA_TABS: readonly Tab[] = WRITE_TABS;
