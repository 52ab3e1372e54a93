import { describe, expect, it } from 'vitest';
import type { Comparison } from './changes-model';
import { findKept, withKept, type KeptComparisons } from './kept-comparisons';

const comparison = (text: string): Comparison => ({ segments: [{ type: 'same', text }], coarse: false });

describe('kept comparisons', () => {
  it('finds a comparison by its text and reply, with its decisions', () => {
    const kept = withKept(new Map(), 'text', 'reply', { comparison: comparison('a'), decisions: ['rejected'] }, 3);
    expect(findKept(kept, 'text', 'reply')).toEqual({ comparison: comparison('a'), decisions: ['rejected'] });
    expect(findKept(kept, 'text', 'other reply')).toBeUndefined();
    expect(findKept(kept, 'tex', 'treply')).toBeUndefined(); // the two texts are told apart, not joined
  });

  it('keeps the newest `max`, a comparison kept again counting as new', () => {
    let kept: KeptComparisons = new Map();
    for (const reply of ['r1', 'r2', 'r3']) kept = withKept(kept, 't', reply, { comparison: comparison(reply), decisions: [] }, 3);
    kept = withKept(kept, 't', 'r1', { comparison: comparison('r1'), decisions: ['accepted'] }, 3);
    kept = withKept(kept, 't', 'r4', { comparison: comparison('r4'), decisions: [] }, 3);
    expect(findKept(kept, 't', 'r2')).toBeUndefined();
    expect(['r1', 'r3', 'r4'].map((reply) => findKept(kept, 't', reply) !== undefined)).toEqual([true, true, true]);
    expect(findKept(kept, 't', 'r1')?.decisions).toEqual(['accepted']);
  });

  it('leaves the map it was given as it was', () => {
    const before: KeptComparisons = new Map();
    withKept(before, 't', 'r', { comparison: comparison('r'), decisions: [] }, 3);
    expect(before.size).toBe(0);
  });
});
