import type { PresetPersonaName } from './preset-persona-names';

/** Longest text the query box takes (DESIGN.md, Long documents); past the per-call limit it goes in parts. */
export const MAX_DOCUMENT_CHARS = 100_000;

/**
 * Longest user text in one part, for modes that answer part by part. A reply is capped at about
 * 800 words (OUTPUT_WORD_LIMIT), so a rewrite or translation of a longer part would come back cut
 * (the presets even ask for "the rest as a separate chunk"): about 3,500 characters is about 580
 * English words, whose rewrite fits the cap with room to spare. One-result modes read their parts
 * without rewriting them, so their parts only have to fit the per-call limit (MAX_QUERY_CHARS).
 */
export const PART_TEXT_MAX_CHARS = 3_500;

/** Parts sent at the same time: quick enough, and well inside the server's per-client limits. */
export const DOCUMENT_CONCURRENCY = 2;
/** A failed part is sent again this many times before it shows its error. */
export const PART_RETRIES = 1;
/** A part waits out a rate limit this many times at most before it shows the rate-limit error. */
export const PART_RATE_LIMIT_WAITS = 5;
/** A rate limit without a Retry-After waits this long. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 10;
/** Rounds of combining at most (each round shortens the text about tenfold: one is the rule). */
export const MAX_COMBINE_ROUNDS = 3;

/** About four characters a token: the estimate of a part's prompt when pacing against a token limit. */
export const CHARS_PER_TOKEN = 4;

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
