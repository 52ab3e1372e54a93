import { createStore, type StoreApi } from 'zustand/vanilla';
import { sameChoice } from '../../state/compare-choice';
import type { ModelChoice } from '../../state/model-catalog';
import type { ReplyController } from '../reply-controller';
import { cacheKey } from '../reply-state';
import { planCompareCalls, type CompareAsk, type ComparePair } from './plan-calls';

/** One article of the comparison: its model, and the controller that holds its replies. */
export interface Lane {
  choice: ModelChoice;
  controller: ReplyController;
  /** The selected model's article: the page's own reply controller, the one a single reply uses. */
  selected: boolean;
}

export interface CompareLanes {
  /**
   * Asks the comparison (the reply engine's `compare` plan): every cached pair shows at once, and
   * one call per uncached pair goes, all at once, through `later` (the engine's debounce).
   */
  ask(ask: CompareAsk, later: (send: () => void) => void): void;
  /** The articles on show, the selected model's first; empty when not comparing. */
  store: StoreApi<{ lanes: readonly Lane[] }>;
  /** Whether a pair is cached (complete, or in flight) where its article would show it. */
  hasEntry(pair: ComparePair): boolean;
  /** Puts these models' articles on show, the first the selected model's; `show` then fills each. */
  arrange(models: readonly ModelChoice[]): void;
  /** Shows the pair's cached reply in its article, or sends its call. */
  show(pair: ComparePair): void;
  /** Back to a single reply: the compared models' articles go (their calls go on into their caches). */
  hide(): void;
  /** A new submit: a stopped reply no longer holds its pair back, in any article. */
  forgetStop(): void;
}

const keyOf = ({ provider, modelId }: ModelChoice) => JSON.stringify([provider, modelId]);

/**
 * The compared models' replies, one reply controller per model (each with its own versions, Stop,
 * Regenerate and failure), beside the page's controller for the selected model. A reply completed
 * in an article is recorded in the page's cache too, so that `Use this model` and unchecking show it
 * without a call; a reply the page's cache has is given to an article that lacks it.
 */
export function createCompareLanes(main: ReplyController, newController: () => ReplyController): CompareLanes {
  const store = createStore<{ lanes: readonly Lane[] }>(() => ({ lanes: [] }));
  const controllers = new Map<string, ReplyController>();
  let seeding = false;

  const controllerOf = (choice: ModelChoice): ReplyController => {
    const key = keyOf(choice);
    const existing = controllers.get(key);
    if (existing) return existing;
    const controller = newController();
    controllers.set(key, controller);
    controller.store.subscribe((state, before) => {
      if (seeding) return;
      for (const [pairKey, versions] of Object.entries(state.versions)) {
        const newest = versions.at(-1);
        const entry = state.entries[pairKey];
        if (newest && entry && versions !== before.versions[pairKey]) {
          main.records.record(entry.prompt, entry.modelId, entry.provider, newest.response, newest.timeToResponse ?? 0);
        }
      }
    });
    return controller;
  };

  const isSelected = (choice: ModelChoice) => sameChoice(choice, store.getState().lanes[0]?.choice ?? { provider: '', modelId: '' });

  /** The page's complete reply to a compared pair, put in its article's cache when that has none. */
  const seed = (controller: ReplyController, { prompt, modelId, provider }: ComparePair) => {
    const cached = main.records.cached(prompt, modelId, provider);
    if (cached === undefined || controller.hasEntry(prompt, modelId, provider)) return;
    const time = main.store.getState().versions[cacheKey(prompt, modelId, provider)]?.at(-1)?.timeToResponse ?? 0;
    seeding = true;
    controller.records.record(prompt, modelId, provider, cached, time);
    seeding = false;
  };

  const laneFor = (pair: ComparePair) => (isSelected(pair) ? main : controllerOf(pair));

  const lanes: CompareLanes = {
    store,
    ask(ask, later) {
      const calls = planCompareCalls(ask, lanes.hasEntry);
      lanes.arrange(calls.pairs);
      for (const pair of calls.shownAtOnce) lanes.show(pair);
      if (calls.sent.length > 0) later(() => calls.sent.forEach(lanes.show));
    },
    hasEntry(pair) {
      const { prompt, modelId, provider } = pair;
      if (isSelected(pair)) return main.hasEntry(prompt, modelId, provider);
      return controllerOf(pair).hasEntry(prompt, modelId, provider) || main.records.cached(prompt, modelId, provider) !== undefined;
    },
    arrange(models) {
      const lanes = models.map((choice, index) => ({ choice, selected: index === 0, controller: index === 0 ? main : controllerOf(choice) }));
      const kept = new Set(lanes.map((lane) => lane.controller));
      for (const controller of controllers.values()) if (!kept.has(controller)) controller.show('', '');
      store.setState({ lanes });
    },
    show(pair) {
      const controller = laneFor(pair);
      if (controller !== main) seed(controller, pair);
      controller.show(pair.prompt, pair.modelId, pair.provider);
    },
    hide() {
      for (const controller of controllers.values()) controller.show('', '');
      if (store.getState().lanes.length > 0) store.setState({ lanes: [] });
    },
    forgetStop() {
      for (const controller of controllers.values()) controller.forgetStop();
    },
  };
  return lanes;
}
