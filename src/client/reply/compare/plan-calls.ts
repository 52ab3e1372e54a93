import type { ModelChoice } from '../../state/model-catalog';

/** One (prompt, model) pair of a comparison: its own cache entry (DESIGN.md, Compare models). */
export interface ComparePair {
  prompt: string;
  modelId: string;
  provider: string;
}

/** What comparing asks: the prompt, the selected model, and the models compared with it. */
export interface CompareAsk {
  prompt: string;
  modelId: string;
  provider: string;
  compared: readonly ModelChoice[];
}

export interface CompareCalls {
  /** Every pair, the selected model's first: one article each, in this order. */
  pairs: ComparePair[];
  /** Pairs cached (a complete reply, or a call in flight): shown at once, and nothing is sent. */
  shownAtOnce: ComparePair[];
  /** Pairs not cached: one call each, all sent at once. */
  sent: ComparePair[];
}

/** Which pairs of a comparison are sent: one call per pair that `isCached` does not hold, none for the rest. */
export function planCompareCalls(ask: CompareAsk, isCached: (pair: ComparePair) => boolean): CompareCalls {
  const pairs = [{ modelId: ask.modelId, provider: ask.provider }, ...ask.compared].map(({ modelId, provider }) => ({ prompt: ask.prompt, modelId, provider }));
  return { pairs, shownAtOnce: pairs.filter(isCached), sent: pairs.filter((pair) => !isCached(pair)) };
}
