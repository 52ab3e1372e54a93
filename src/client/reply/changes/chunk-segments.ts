import type { Segment } from './changes-model';

/** A run of segments shown as one block; `firstChange` numbers its first change. */
export interface SegmentChunk {
  segments: Segment[];
  firstChange: number;
}

/**
 * Cuts the segments into blocks of about `size` segments, each ending at a line break of shared
 * text, so a long comparison can be mounted a block a frame and blocks off screen skip layout.
 * Without line breaks the text stays one block.
 */
export function chunkSegments(segments: readonly Segment[], size: number): SegmentChunk[] {
  const chunks: SegmentChunk[] = [];
  let current: SegmentChunk = { segments: [], firstChange: 0 };
  let changes = 0;
  for (const segment of segments) {
    const cut = segment.type === 'same' && current.segments.length >= size ? segment.text.lastIndexOf('\n') : -1;
    if (cut >= 0 && segment.type === 'same') {
      current.segments.push({ type: 'same', text: segment.text.slice(0, cut + 1) });
      chunks.push(current);
      current = { segments: [], firstChange: changes };
      const rest = segment.text.slice(cut + 1);
      if (rest !== '') current.segments.push({ type: 'same', text: rest });
      continue;
    }
    current.segments.push(segment);
    if (segment.type === 'change') changes++;
  }
  if (current.segments.length > 0) chunks.push(current);
  return chunks;
}
