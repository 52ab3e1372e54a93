import { describe, expect, it } from 'vitest';
import type { PersonaTabs } from '../../shared/tab';
import { keepUnchangedTabs } from './unchanged-tabs';

const personas = (): PersonaTabs => ({
  Write: [
    { title: 'Formal', instruction: 'Make it formal.', showChanges: true },
    { title: 'Fill', instruction: 'Use {tone}.', fieldValues: { tone: 'warm' } },
  ],
  Code: [{ title: 'Explain', instruction: 'Explain it.' }],
});

describe('keepUnchangedTabs', () => {
  it('keeps the current personas when a copy says the same (an absent showChanges is false)', () => {
    const current = personas();
    const copy = personas();
    copy.Code = [{ title: 'Explain', instruction: 'Explain it.', showChanges: false }];
    expect(keepUnchangedTabs(current, copy)).toBe(current);
  });

  it('takes what changed, and keeps the lists that did not', () => {
    const current = personas();
    for (const change of [
      (p: PersonaTabs) => void (p.Write![0]!.title = 'Formal!'),
      (p: PersonaTabs) => void (p.Write![0]!.instruction = 'Other.'),
      (p: PersonaTabs) => void (p.Write![0]!.showChanges = false),
      (p: PersonaTabs) => void (p.Write![1]!.fieldValues = { tone: 'cold' }),
      (p: PersonaTabs) => void (p.Write![1]!.fieldValues = { tone: 'warm', length: 'short' }),
      (p: PersonaTabs) => void p.Write!.pop(),
    ]) {
      const next = personas();
      change(next);
      const kept = keepUnchangedTabs(current, next);
      expect(kept).not.toBe(current);
      expect(kept.Write).toBe(next.Write);
      expect(kept.Code).toBe(current.Code);
    }
  });

  it('follows the personas of the next state: added, removed or in another order', () => {
    const current = personas();
    const reordered: PersonaTabs = { Code: personas().Code!, Write: personas().Write! };
    expect(Object.keys(keepUnchangedTabs(current, reordered))).toEqual(['Code', 'Write']);
    const fewer: PersonaTabs = { Write: personas().Write! };
    expect(keepUnchangedTabs(current, fewer)).toEqual({ Write: current.Write });
    const more: PersonaTabs = { ...personas(), Mine: [] };
    expect(keepUnchangedTabs(current, more)).toEqual({ ...current, Mine: [] });
  });

  it('reads only the personas the current state has of its own', () => {
    const next: PersonaTabs = JSON.parse('{"__proto__":[],"constructor":[]}') as PersonaTabs;
    const kept = keepUnchangedTabs({}, next);
    expect(Object.keys(kept)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
  });
});
