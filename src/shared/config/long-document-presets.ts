import type { PresetPersonaName } from './preset-persona-names';

/*
 * How the preset modes treat a long text (DESIGN.md, Long documents), apart from long-document.ts:
 * the query box's first load needs that module's limits, and none of these lists.
 */

/**
 * Preset modes whose result is one piece for the whole text (a summary, titles, a post): a last call
 * combines the parts' replies under the same instruction. Listed by persona and tab title; the
 * README lists the same. A mode is recognised by its instruction, so a renamed preset still counts.
 */
export const ONE_RESULT_PRESETS: Partial<Record<PresetPersonaName, readonly string[]>> = {
  write: ['Summarise'],
  editor: ['Tone check', 'Critique'],
  'social-media': ['LinkedIn', 'X post', 'X thread', 'Instagram', 'Facebook', 'Threads', 'Hashtags', 'Bio'],
  'content-creator': ['Blog outline', 'Hooks', 'Headlines', 'SEO meta', 'Newsletter', 'Content ideas', 'Repurpose'],
};

/**
 * Preset modes whose reply is about as long as the text (rewrites, translations): their parts are at
 * most PART_TEXT_MAX_CHARS, so each part's reply fits the reply cap. Every other mode (chat,
 * explanations, code) sends the text whole while it fits one call, and only past that in parts.
 */
export const REWRITE_PRESETS: Partial<Record<PresetPersonaName, readonly string[]>> = {
  write: ['Formal', 'Casual', 'Expand', 'Simplify', 'Grammar', 'Paraphrase'],
  editor: ['Proofread', 'Line edit', 'Concise'],
  translator: ['Hindi', 'Spanish', 'French', 'German', 'Italian', 'To English'],
};
