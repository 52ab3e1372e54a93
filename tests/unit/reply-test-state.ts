import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_MODEL_ID } from '../../src/shared/config/models';
import { useModelStore } from '../../src/client/state/model-store';
import { useTabStore } from '../../src/client/state/tab-store';
import { openRepliesAsReplies } from './replies-as-replies';

/**
 * For the reply area's tests: each test starts on fake timers, with the initial tabs (opening
 * their replies rendered) and the default model.
 */
export function freshReplyStateEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    useTabStore.setState(useTabStore.getInitialState());
    openRepliesAsReplies();
    useModelStore.setState({ selectedModelId: DEFAULT_MODEL_ID });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
