import type { Segment } from './changes-model';

/** A run of segments shown as one block; `firstChange` numbers its first change, `changes` counts them. */
export interface SegmentChunk {
  segments: Segment[];
  firstChange: number;
  changes: number;
}

/**
 * Cuts the segments into blocks of about `size` segments, each ending at a line break of shared
 * text, so a long comparison can be mounted a few blocks a frame, blocks off screen skip layout and
 * paint, and a block the same in the next comparison renders nothing again. Without line breaks the
 * text stays one block.
 */
export function chunkSegments(segments: readonly Segment[], size: number): SegmentChunk[] {
  const chunks: SegmentChunk[] = [];
  let current: SegmentChunk = { segments: [], firstChange: 0, changes: 0 };
  for (const segment of segments) {
    const cut = segment.type === 'same' && current.segments.length >= size ? segment.text.lastIndexOf('\n') : -1;
    if (cut >= 0 && segment.type === 'same') {
      current.segments.push({ type: 'same', text: segment.text.slice(0, cut + 1) });
      chunks.push(current);
      current = { segments: [], firstChange: current.firstChange + current.changes, changes: 0 };
      const rest = segment.text.slice(cut + 1);
      if (rest !== '') current.segments.push({ type: 'same', text: rest });
      continue;
    }
    current.segments.push(segment);
    if (segment.type === 'change') current.changes++;
  }
  if (current.segments.length > 0) chunks.push(current);
  return chunks;
}

/** Whether two blocks show the same: the same segments, numbered the same. */
export function sameChunk(a: SegmentChunk, b: SegmentChunk): boolean {
  if (a === b) return true;
  if (a.firstChange !== b.firstChange || a.segments.length !== b.segments.length) return false;
  return a.segments.every((segment, i) => {
    const other = b.segments[i];
    if (segment.type === 'same') return other?.type === 'same' && other.text === segment.text;
    return other?.type === 'change' && other.removed === segment.removed && other.added === segment.added;
  });
}

/** A change's two buttons take about as much of a line as this many characters. */
const BUTTONS_AS_CHARS = '.'.repeat(10);

/**
 * About how many lines a block takes at `charsPerLine` characters a line (each line break starts
 * one): the height an unrendered block holds, so the page's length is near right before it shows.
 */
export function estimatedLines(chunk: SegmentChunk, charsPerLine: number): number {
  const text = chunk.segments.map((segment) => (segment.type === 'same' ? segment.text : `${segment.removed}${segment.added}${BUTTONS_AS_CHARS}`)).join('');
  return text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
}
