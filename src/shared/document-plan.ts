import { MAX_QUERY_CHARS } from './config/app-config';
import { ONE_RESULT_PRESETS, PART_TEXT_MAX_CHARS, REWRITE_PRESETS } from './config/long-document';
import { PRESET_PERSONAS } from './config/preset-personas';
import { QUERY_SEPARATOR } from './compose-prompt';

/** How a mode handles a text too long for one part. */
export interface DocumentPlan {
  /** Longest user text in one part; a longer text goes in parts. 0: the instruction alone is too long. */
  partMaxChars: number;
  /** A last call combines the parts' replies into one result. */
  combine: boolean;
}

/** The instructions of the listed presets: a mode is known by what it asks, not by its (editable) title. */
function instructionsOf(listed: Partial<Record<string, readonly string[]>>): ReadonlySet<string> {
  return new Set(
    Object.entries(listed).flatMap(([persona, titles]) =>
      (PRESET_PERSONAS[persona] ?? []).filter((tab) => titles?.includes(tab.title)).map((tab) => tab.instruction),
    ),
  );
}

const ONE_RESULT = instructionsOf(ONE_RESULT_PRESETS);
const REWRITES = instructionsOf(REWRITE_PRESETS);

/** The longest user text that, composed with `instruction` (compose-prompt.ts), fits one call. */
export function perCallTextLimit(instruction: string): number {
  return Math.max(0, MAX_QUERY_CHARS - instruction.length - QUERY_SEPARATOR.length);
}

export function documentPlan(instruction: string): DocumentPlan {
  const perCall = perCallTextLimit(instruction);
  const partMaxChars = REWRITES.has(instruction) ? Math.min(perCall, PART_TEXT_MAX_CHARS) : perCall;
  return { partMaxChars, combine: ONE_RESULT.has(instruction) };
}
