// Every view reads a reply's status from the one selector (reply-state.ts, selectReplyStatus): here
// it is made to disagree with the cache, and each view follows it, never its own reading of an entry.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { REPLY_LABELS } from '../../shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../shared/config/models';
import { useKeyboardShortcuts } from '../lib/use-keyboard-shortcuts';
import { useModelStore } from '../state/model-store';
import { useSubmissionStore } from '../state/submission-store';
import { useTabStore } from '../state/tab-store';
import { compareView } from './compare';
import { COMPARE_LABELS } from './compare/compare-labels';
import { startCompareSession } from './compare/compare-lanes';
import { documentController } from './page-replies';
import { createReplyController } from './reply-controller';
import { ReplyArea } from './reply-area';
import { startReplyEngine } from './reply-engine';
import { MAIN_VIEW, selectReplyStatus, type ReplyStatus } from './reply-state';
import type * as ReplyStateModule from './reply-state';
import { freshReplyStateEachTest, submitText } from '../../../tests/unit/reply-test-state';
import { scriptedStreamReply } from '../../../tests/unit/scripted-stream-reply';

vi.mock('./reply-state', async (importOriginal) => {
  const actual = await importOriginal<typeof ReplyStateModule>();
  return { ...actual, selectReplyStatus: vi.fn(actual.selectReplyStatus) };
});

const compared = ACTIVE_MODELS.find((m) => m.id !== DEFAULT_MODEL_ID)!;

function Page({ controller }: { controller: ReturnType<typeof createReplyController> }) {
  useKeyboardShortcuts();
  return <ReplyArea controller={controller} />;
}

/** The reply path with a comparison when `comparing`, every call answered at once with `Done`. */
async function answered(comparing: boolean) {
  useModelStore.setState({ compareWith: comparing ? [{ provider: DEFAULT_PROVIDER, modelId: compared.id }] : [] });
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  const stop = startReplyEngine({ replies: controller, documents: documentController, submissions: useSubmissionStore, tabs: useTabStore, models: useModelStore, compare: startCompareSession(controller) });
  render(<Page controller={controller} />);
  act(() => submitText('my text'));
  act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
  for (const call of calls) {
    await act(async () => {
      call.options.onDelta('Done');
      call.resolve();
    });
  }
  return { controller, calls, stop };
}

/** The status the selector gives, per view: `main` for the single reply, `other` for every other view. */
function statusIs(main: ReplyStatus, other: ReplyStatus = main) {
  vi.mocked(selectReplyStatus).mockImplementation((_state, viewId) => ((viewId ?? MAIN_VIEW) === MAIN_VIEW ? main : other));
}

freshReplyStateEachTest();
beforeAll(async () => {
  await compareView.load();
});
afterEach(() => {
  vi.mocked(selectReplyStatus).mockReset();
  useModelStore.setState({ compareWith: [] });
});

describe('views read the reply status from one selector', () => {
  it('the single reply shows Stop, and no Regenerate, for a status under way, whatever its entry holds', async () => {
    statusIs('streaming');
    const t = await answered(false);
    expect(screen.getByRole('button', { name: REPLY_LABELS.stop })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPLY_LABELS.regenerate })).toBeNull();
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent('Done');
    t.stop();
  });

  it('a compared article says it finished, hides `Use this model`, and Escape stops it, by the status alone', async () => {
    statusIs('complete', 'streaming');
    const t = await answered(true);
    const article = screen.getByRole('article', { name: compared.name });
    // Hidden, its place kept: not in the accessibility tree, so found by its text.
    expect(within(article).getByText(COMPARE_LABELS.useThisModel)).toHaveStyle({ visibility: 'hidden' });
    expect(within(screen.getAllByRole('article')[0]!).getByText(/has finished/)).toBeInTheDocument();
    const view = t.controller.view(`compare\u0000${DEFAULT_PROVIDER}\u0000${compared.id}`);
    const stop = vi.spyOn(view, 'stop');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(stop).toHaveBeenCalledTimes(1);
    t.stop();
  });
});
