import type { Comparison, Decisions } from './changes-model';

/** A complete reply's comparison with the person's text, and their decisions on it. */
export interface KeptComparison {
  comparison: Comparison;
  decisions: Decisions;
}

/**
 * The comparisons of the last `max` complete replies, newest last, so that a cached reply shown
 * again (a tab switch back) shows its changes in the next frame, decisions and all, instead of
 * comparing again (DESIGN.md, The second minute). Immutable: each change gives a new one.
 */
export type KeptComparisons = ReadonlyMap<string, KeptComparison>;

const keyOf = (original: string, markdown: string) => JSON.stringify([original, markdown]);

export function findKept(kept: KeptComparisons, original: string, markdown: string): KeptComparison | undefined {
  return kept.get(keyOf(original, markdown));
}

/** `kept` with this pair's comparison as the newest, the oldest dropped past `max`. */
export function withKept(kept: KeptComparisons, original: string, markdown: string, value: KeptComparison, max: number): KeptComparisons {
  const key = keyOf(original, markdown);
  const next = new Map(kept);
  next.delete(key);
  next.set(key, value);
  for (const oldest of next.keys()) {
    if (next.size <= max) break;
    next.delete(oldest);
  }
  return next;
}
