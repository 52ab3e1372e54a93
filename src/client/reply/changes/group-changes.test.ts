import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDecisions, countChanges } from './changes-model';
import { groupChanges, MAX_MERGED_CHANGE_CHARS, type DiffPart } from './group-changes';

const same = (value: string): DiffPart => ({ value, added: false, removed: false });
const removed = (value: string): DiffPart => ({ value, added: false, removed: true });
const added = (value: string): DiffPart => ({ value, added: true, removed: false });

describe('grouping diff parts into changes', () => {
  it('makes a removal and the addition next to it one change', () => {
    expect(groupChanges([same('a '), removed('b'), added('c'), same(' d')])).toEqual([
      { type: 'same', text: 'a ' },
      { type: 'change', removed: 'b', added: 'c' },
      { type: 'same', text: ' d' },
    ]);
  });

  it('joins changes across a space, a comma or a short word on the same line', () => {
    const parts = [removed('big'), added('small'), same(' '), removed('red'), added('blue'), same(' of '), removed('x'), same(' house')];
    expect(groupChanges(parts)).toEqual([
      { type: 'change', removed: 'big red of x', added: 'small blue of ' },
      { type: 'same', text: ' house' },
    ]);
  });

  it('keeps changes apart across a line break or a longer shared word', () => {
    expect(countChanges(groupChanges([removed('a'), added('b'), same('\n'), removed('c'), added('d')]))).toBe(2);
    expect(countChanges(groupChanges([removed('a'), added('b'), same(' house '), removed('c'), added('d')]))).toBe(2);
  });

  it('stops growing a change once it reaches its size limit', () => {
    // Each edit is half the limit (both sides): a change takes two of them, then the next one starts.
    const word = 'w'.repeat(MAX_MERGED_CHANGE_CHARS / 4);
    const parts = Array.from({ length: 6 }, () => [removed(word), added(word.toUpperCase()), same(' ')]).flat();
    expect(countChanges(groupChanges(parts))).toBe(3);
  });

  it('keeps every character of both sides, in order, for any parts', () => {
    const part = fc.record({ value: fc.string({ maxLength: 8 }), kind: fc.constantFrom('same', 'removed', 'added') });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (raw) => {
        const parts = raw.map(({ value, kind }) => ({ value, added: kind === 'added', removed: kind === 'removed' }));
        const segments = groupChanges(parts);
        const original = parts.filter((p) => !p.added).map((p) => p.value).join('');
        const reply = parts.filter((p) => !p.removed).map((p) => p.value).join('');
        const n = countChanges(segments);
        expect(applyDecisions(segments, Array(n).fill('rejected'))).toBe(original);
        expect(applyDecisions(segments, Array(n).fill('accepted'))).toBe(reply);
        // No empty segments, and never two shared runs in a row.
        segments.forEach((s, i) => {
          if (s.type === 'same') expect(s.text).not.toBe('');
          else expect(s.removed + s.added).not.toBe('');
          if (s.type === 'same') expect(segments[i + 1]?.type).not.toBe('same');
        });
      }),
    );
  });
});

describe('applying decisions', () => {
  it('takes the reply’s words for accepted and undecided changes and the person’s for rejected ones', () => {
    const segments = groupChanges([removed('A'), added('a'), same(' xxxx '), removed('B'), added('b'), same(' yyyy '), removed('C'), added('c')]);
    expect(applyDecisions(segments, ['accepted', 'rejected'])).toBe('a xxxx B yyyy c');
  });
});
