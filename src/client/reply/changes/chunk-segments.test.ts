import { describe, expect, it } from 'vitest';
import type { Segment } from './changes-model';
import { chunkSegments, estimatedLines, sameChunk } from './chunk-segments';

const same = (text: string): Segment => ({ type: 'same', text });
const change = (removed: string, added: string): Segment => ({ type: 'change', removed, added });

// Three paragraphs of two segments each: a change, then shared text ending in a paragraph break.
const SEGMENTS = [change('A', 'a'), same(' one.\n\nTwo '), change('B', 'b'), same(' two.\n\nThree '), change('C', 'c'), same(' three.')];

describe('the changes view’s blocks', () => {
  it('cut at the first line break once the size is reached, numbering and counting their changes', () => {
    const chunks = chunkSegments(SEGMENTS, 1);
    expect(chunks.map((c) => c.segments)).toEqual([
      [change('A', 'a'), same(' one.\n\n')],
      [same('Two '), change('B', 'b'), same(' two.\n\n')],
      [same('Three '), change('C', 'c'), same(' three.')],
    ]);
    expect(chunks.map((c) => [c.firstChange, c.changes])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('stay one block without line breaks', () => {
    expect(chunkSegments([same('one '), change('a', 'b'), same(' two')], 1)).toHaveLength(1);
  });

  it('are the same when their text and numbering are, whatever the comparison they come from', () => {
    const [first, second] = chunkSegments(SEGMENTS, 1);
    const [firstAgain] = chunkSegments(structuredClone(SEGMENTS), 1);
    expect(sameChunk(first!, firstAgain!)).toBe(true);
    expect(sameChunk(first!, second!)).toBe(false);
    expect(sameChunk(first!, { ...firstAgain!, segments: [change('A', 'an'), same(' one.\n\n')] })).toBe(false);
    expect(sameChunk(first!, { ...firstAgain!, firstChange: 3 })).toBe(false);
  });

  it('estimate their lines: each line break starts one, a long line wraps', () => {
    const chunk = { segments: [same(`${'x'.repeat(25)}\n\nshort`)], firstChange: 0, changes: 0 };
    expect(estimatedLines(chunk, 10)).toBe(3 + 1 + 1);
  });
});
