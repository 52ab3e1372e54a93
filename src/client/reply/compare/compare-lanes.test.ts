import { describe, expect, it } from 'vitest';
import { planCompareCalls, type ComparePair } from './compare-lanes';

const ask = { prompt: 'P', modelId: 'a', provider: 'groq', compared: [{ provider: 'groq', modelId: 'b' }, { provider: 'ollama', modelId: 'c' }] };
const pair = (modelId: string, provider = 'groq'): ComparePair => ({ prompt: 'P', modelId, provider });

describe('planning the calls of a comparison (DESIGN.md, Compare models)', () => {
  it.each([
    ['nothing cached: one call per model, the selected first', [], [pair('a'), pair('b'), pair('c', 'ollama')]],
    ['the selected model cached: calls for the two others', ['a'], [pair('b'), pair('c', 'ollama')]],
    ['everything cached (a tab switch back): no call', ['a', 'b', 'c'], []],
  ])('%s', (_label, cached, sent) => {
    const calls = planCompareCalls(ask, (p) => cached.includes(p.modelId));
    expect(calls.pairs).toEqual([pair('a'), pair('b'), pair('c', 'ollama')]);
    expect(calls.sent).toEqual(sent);
    expect(calls.shownAtOnce).toEqual(calls.pairs.filter((p) => cached.includes(p.modelId)));
  });
});
