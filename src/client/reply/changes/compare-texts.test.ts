import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDecisions, countChanges, type Segment } from './changes-model';
import { compareTexts } from './compare-texts';

const LIMITS = { wordMs: 1000, sentenceMs: 500 };
const all = (segments: Segment[], decision: 'accepted' | 'rejected') => applyDecisions(segments, Array(countChanges(segments)).fill(decision));
const changes = (segments: Segment[]) => segments.filter((s) => s.type === 'change');

// Words from several scripts, emoji (with joiners and skin tones), and every kind of white space.
const piece = fc.oneof(
  fc.constantFrom('the', 'cat', 'sat', 'on', 'a', 'mat', 'dog', 'Café', 'naïve', '猫', '日本語', '😀', '👩‍👩‍👧', '👍🏽', ',', '.', '!', '—'),
  fc.constantFrom(' ', '  ', '\n', '\n\n', '\t', '\r\n', '\u00a0'),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

describe('comparing the person’s text with the reply', () => {
  it('gives the reply back when every change is accepted and the person’s text when every change is rejected, for any two texts', () => {
    fc.assert(
      fc.property(text, text, (original, reply) => {
        const { segments } = compareTexts(original, reply, LIMITS);
        expect(all(segments, 'accepted')).toBe(reply);
        expect(all(segments, 'rejected')).toBe(original);
        // An undecided change counts as accepted.
        expect(applyDecisions(segments, [])).toBe(reply);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps both texts whole when the word comparison runs out of time (sentences, then whole runs)', () => {
    fc.assert(
      fc.property(text, text, (original, reply) => {
        let clock = 0;
        const slow = { wordMs: 0, sentenceMs: 0, now: () => (clock += 10) };
        const { segments } = compareTexts(original, reply, slow);
        expect(all(segments, 'accepted')).toBe(reply);
        expect(all(segments, 'rejected')).toBe(original);
      }),
    );
  });

  it('finds the changed words of a rewrite and leaves the rest shared', () => {
    const { segments, coarse } = compareTexts('The cat sat on the mat.', 'The dog sat on the rug.', LIMITS);
    expect(coarse).toBe(false);
    expect(changes(segments)).toEqual([
      { type: 'change', removed: 'cat', added: 'dog' },
      { type: 'change', removed: 'mat', added: 'rug' },
    ]);
  });

  it('makes one change of edits separated only by a short word, and stops at a line break', () => {
    const joined = compareTexts('It was a big red house', 'It was the small blue house', LIMITS).segments;
    expect(changes(joined)).toEqual([{ type: 'change', removed: 'a big red', added: 'the small blue' }]);
    const split = compareTexts('one\ntwo', 'uno\ndos', LIMITS).segments;
    expect(changes(split)).toHaveLength(2);
  });

  it('compares paragraph by paragraph when the rewrite keeps its paragraphs', () => {
    const original = ['First para here.', 'Second para here.', 'Third para here.'].join('\n\n');
    const reply = ['First paragraph here.', 'Second para there.', 'Third para here.'].join('\n\n');
    const { segments } = compareTexts(original, reply, LIMITS);
    expect(changes(segments)).toEqual([
      { type: 'change', removed: 'para', added: 'paragraph' },
      { type: 'change', removed: 'here', added: 'there' },
    ]);
  });

  it('says the comparison was coarse when it fell back to sentences', () => {
    let clock = 0;
    const result = compareTexts('One two. Three four.', 'One two. Three five.', { wordMs: 0, sentenceMs: 1000, now: () => (clock += 1) });
    expect(result.coarse).toBe(true);
    expect(changes(result.segments)).toEqual([{ type: 'change', removed: 'Three four.', added: 'Three five.' }]);
  });

  it('has no changes for the same text', () => {
    expect(compareTexts('Same text.\n', 'Same text.\n', LIMITS).segments).toEqual([{ type: 'same', text: 'Same text.\n' }]);
  });
});
