import { createStore } from 'zustand/vanilla';
import type { ReplyController } from '../reply-controller';
import { createCompareLanes, type CompareLanes } from './compare-lanes';

/** The page's comparison, once the reply engine has started it; the view reads it from here. */
export const compareSession = createStore<{ lanes: CompareLanes | null }>(() => ({ lanes: null }));

/** Called by the reply engine as it starts: `newController` makes a compared model's reply controller. */
export function startCompareSession(main: ReplyController, newController: () => ReplyController): CompareLanes {
  const lanes = createCompareLanes(main, newController);
  compareSession.setState({ lanes });
  return lanes;
}
