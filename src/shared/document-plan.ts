import { MAX_QUERY_CHARS } from './config/app-config';
import { PART_TEXT_MAX_CHARS } from './config/long-document';
import { ONE_RESULT_PRESETS, REWRITE_PRESETS } from './config/long-document-presets';
import { QUERY_SEPARATOR } from './compose-prompt';
import type { PersonaTabs } from './tab';

/** How a mode handles a text too long for one part. */
export interface DocumentPlan {
  /** Longest user text in one part; a longer text goes in parts. 0: the instruction alone is too long. */
  partMaxChars: number;
  /** A last call combines the parts' replies into one result. */
  combine: boolean;
}

/** The instructions of the listed presets: a mode is known by what it asks, not by its (editable) title. */
function instructionsOf(presets: PersonaTabs, listed: Partial<Record<string, readonly string[]>>): ReadonlySet<string> {
  return new Set(
    Object.entries(listed).flatMap(([persona, titles]) =>
      (presets[persona] ?? []).filter((tab) => titles?.includes(tab.title)).map((tab) => tab.instruction),
    ),
  );
}

const known = new WeakMap<PersonaTabs, { oneResult: ReadonlySet<string>; rewrites: ReadonlySet<string> }>();
function kindsOf(presets: PersonaTabs) {
  let kinds = known.get(presets);
  if (!kinds) {
    kinds = { oneResult: instructionsOf(presets, ONE_RESULT_PRESETS), rewrites: instructionsOf(presets, REWRITE_PRESETS) };
    known.set(presets, kinds);
  }
  return kinds;
}

/**
 * The longest user text that, composed with `instruction` (compose-prompt.ts), fits one call:
 * `promptChars` long at most (the server's limit, or less where the model's context is smaller).
 */
export function perCallTextLimit(instruction: string, promptChars = MAX_QUERY_CHARS): number {
  return Math.max(0, promptChars - instruction.length - QUERY_SEPARATOR.length);
}

/**
 * How `instruction` handles a long text, by the preset data (PRESET_PERSONAS, which the page loads
 * after its first paint); without it every mode is an "other" mode. `promptChars`: the chosen
 * model's longest prompt (model-catalog's promptCharsOf).
 */
export function documentPlan(instruction: string, presets: PersonaTabs | undefined, promptChars = MAX_QUERY_CHARS): DocumentPlan {
  const perCall = perCallTextLimit(instruction, promptChars);
  const kinds = presets && kindsOf(presets);
  const partMaxChars = kinds?.rewrites.has(instruction) ? Math.min(perCall, PART_TEXT_MAX_CHARS) : perCall;
  return { partMaxChars, combine: kinds?.oneResult.has(instruction) ?? false };
}

/** Whether a text goes in one call, or in parts (and how: DocumentPlan). */
export type TextPlan = { inParts: false } | ({ inParts: true } & DocumentPlan);

/**
 * The one decision whether and how `text` goes in parts (DESIGN.md, Long documents), for the query
 * box's count of parts and the reply engine alike: by the mode (`instruction`, its kind known from
 * `presets`) and the model's longest prompt (`promptChars`).
 */
export function planText(text: string, instruction: string, promptChars: number, presets: PersonaTabs | undefined): TextPlan {
  const plan = documentPlan(instruction, presets, promptChars);
  // With no room left beside the instruction, the one call is refused as too large (the reply controller).
  const inParts = plan.partMaxChars > 0 && text.trim() !== '' && text.length > plan.partMaxChars;
  return inParts ? { inParts: true, ...plan } : { inParts: false };
}

/**
 * Whether planText's answer for `text` depends on the mode's kind (rewrite, one result), which
 * only the preset data tells: a text longer than the shortest part a mode may have.
 */
export function dependsOnModeKind(text: string, instruction: string, promptChars: number): boolean {
  return text.trim() !== '' && text.length > Math.min(PART_TEXT_MAX_CHARS, perCallTextLimit(instruction, promptChars));
}
