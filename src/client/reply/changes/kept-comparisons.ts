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

// The view, Copy's text and the store each look up the pair on show, often several times a render:
// the last key is kept, so a long document's texts are not serialised again for each look-up.
let last = { original: '', markdown: '', key: JSON.stringify(['', '']) };
function keyOf(original: string, markdown: string): string {
  if (original !== last.original || markdown !== last.markdown) last = { original, markdown, key: JSON.stringify([original, markdown]) };
  return last.key;
}

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
