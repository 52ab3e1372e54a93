import { createStore } from 'zustand/vanilla';
import { choiceKey, sameChoice } from '../../state/compare-choice';
import type { ModelChoice } from '../../state/model-catalog';
import type { ReplyController, ReplyView } from '../reply-controller';
import type { ReadableStore } from '../reply-state';

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

/** One article of the comparison: its model, and its view of the page's one reply cache. */
export interface Lane {
  choice: ModelChoice;
  view: ReplyView;
  /** The selected model's article: the single reply's own view (MAIN_VIEW). */
  selected: boolean;
}

export interface CompareLanes {
  /**
   * Asks the comparison (the reply engine's `compare` plan): every cached pair shows at once, and
   * one call per uncached pair goes, all at once, through `later` (the engine's debounce).
   */
  ask(ask: CompareAsk, later: (send: () => void) => void): void;
  /** The articles on show, the selected model's first; empty when not comparing. */
  store: ReadableStore<{ lanes: readonly Lane[] }>;
  /** Back to a single reply: the compared models' articles go (their calls go on into the cache). */
  hide(): void;
}

/**
 * The compared models' articles: each a view of the page's one reply cache (so each has its own
 * versions, Stop, Regenerate and failure, and a reply any of them completes is the cache's, for
 * `Use this model` and unchecking to show without a call). The selected model's article is the
 * single reply's own view. The lanes hold no replies of their own.
 */
export function createCompareLanes(replies: ReplyController): CompareLanes {
  const store = createStore<{ lanes: readonly Lane[] }>(() => ({ lanes: [] }));
  const viewOf = (choice: ModelChoice, selected: boolean): ReplyView => (selected ? replies : replies.view(`compare\u0000${choiceKey(choice)}`));
  const isCached = ({ prompt, modelId, provider }: ComparePair) => replies.hasEntry(prompt, modelId, provider);

  /** Puts these models' articles on show, the first the selected model's; the compared views no longer on show are hidden. */
  const arrange = (models: readonly ModelChoice[]) => {
    const lanes = models.map((choice, index) => ({ choice, selected: index === 0, view: viewOf(choice, index === 0) }));
    const kept = new Set(lanes.map((lane) => lane.view));
    // The single reply's view stays: it shows the selected model's reply with or without a comparison.
    for (const lane of store.getState().lanes) if (lane.view !== replies && !kept.has(lane.view)) lane.view.hide();
    store.setState({ lanes });
  };
  /** Shows the pair's cached reply in its article, or sends its call. */
  const show = (pair: ComparePair) => {
    const lane = store.getState().lanes.find((l) => sameChoice(l.choice, pair));
    lane?.view.show(pair.prompt, pair.modelId, pair.provider);
  };

  return {
    store,
    ask(ask, later) {
      const calls = planCompareCalls(ask, isCached);
      arrange(calls.pairs);
      for (const pair of calls.shownAtOnce) show(pair);
      if (calls.sent.length > 0) later(() => calls.sent.forEach(show));
    },
    hide() {
      if (store.getState().lanes.length > 0) arrange([]);
    },
  };
}

/** The page's comparison, once the reply engine has started it; the view reads it from here. */
export const compareSession = createStore<{ lanes: CompareLanes | null }>(() => ({ lanes: null }));

/** Called as the reply path starts: the comparison's articles, as views of `replies`. */
export function startCompareSession(replies: ReplyController): CompareLanes {
  const lanes = createCompareLanes(replies);
  compareSession.setState({ lanes });
  return lanes;
}
