import type { Segment } from './changes-model';

/**
 * The segments to show while the reply still streams: a change at the very end is the part of the
 * person's text the reply has not reached yet (and the word it is in the middle of), so only what
 * the reply has written of it shows; nothing of the person's text is struck through before its time.
 */
export function unreachedTrimmed(segments: readonly Segment[]): readonly Segment[] {
  const last = segments.at(-1);
  if (last?.type !== 'change' || last.removed === '') return segments;
  const head = segments.slice(0, -1);
  return last.added === '' ? head : [...head, { type: 'change', removed: '', added: last.added }];
}
