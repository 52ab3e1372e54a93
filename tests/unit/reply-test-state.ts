import { afterEach, beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import { DEFAULT_MODEL_ID } from '../../src/shared/config/models';
import type { DocumentController } from '../../src/client/reply/long-document';
import { loadLaterControls } from '../../src/client/reply/reply-area';
import { documentController } from '../../src/client/reply/page-replies';
import type { ReplyController } from '../../src/client/reply/reply-controller';
import { startReplyEngine } from '../../src/client/reply/reply-engine';
import { useModelStore } from '../../src/client/state/model-store';
import { useSubmissionStore } from '../../src/client/state/submission-store';
import { useTabStore } from '../../src/client/state/tab-store';
import { openRepliesAsReplies } from './replies-as-replies';

/**
 * For the reply area's tests (with the lazily loaded reply controls there): each test starts on fake timers, with the initial tabs (opening
 * their replies rendered) and the default model.
 */
export function freshReplyStateEachTest(): void {
  // The controls shown once there is a reply load after the first paint: here, before the tests.
  beforeAll(async () => {
    await loadLaterControls();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    useTabStore.setState(useTabStore.getInitialState());
    useSubmissionStore.setState(useSubmissionStore.getInitialState());
    openRepliesAsReplies();
    useModelStore.setState({ selectedModelId: DEFAULT_MODEL_ID });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Runs the reply path for `replies` (and `documents`) until the test ends, as the page does from its start. */
export function startReplyPath(replies: ReplyController, documents: DocumentController = documentController): void {
  onTestFinished(startReplyEngine({ replies, documents, submissions: useSubmissionStore, tabs: useTabStore, models: useModelStore }));
}

/** Submits `text` as the query box does. */
export function submitText(text: string): void {
  useSubmissionStore.getState().submit(text);
}
