import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { REPLY_LABELS } from '../../shared/config/messages';
import { useTabStore } from '../state/tab-store';
import { VIEW_LABELS } from './changes';
import { createReplyController } from './reply-controller';
import { ReplyArea } from './reply-area';
import { openRepliesAsReplies } from '../../../tests/unit/replies-as-replies';
import { startReplyPath, submitText } from '../../../tests/unit/reply-test-state';
import { scriptedStreamReply } from '../../../tests/unit/scripted-stream-reply';

/**
 * DESIGN.md, The second minute: a reply's first words show as they arrive, whatever view it opens
 * in. Here every view's chunk is held back: the markdown renderer never loads, the changes view
 * loads only when the test lets it, and its comparison's worker never answers.
 */
const changesChunk = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
});
vi.mock('../markdown/markdown-view', () => new Promise(() => {}));
vi.mock('./changes/changes-view', async (importOriginal) => {
  await changesChunk.released;
  return importOriginal();
});
// A worker that starts and never answers (jsdom has none; without one the comparison would run here).
vi.stubGlobal(
  'Worker',
  class {
    onmessage = null;
    onerror = null;
    postMessage() {}
    terminate() {}
  },
);
afterAll(() => vi.unstubAllGlobals());

const FIRST_WORDS = 'Dear colleagues,';

/** Submits a text in the active tab and streams the reply's first words, leaving it open. */
async function streamFirstWords() {
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  startReplyPath(controller);
  render(<ReplyArea controller={controller} />);
  vi.useFakeTimers();
  act(() => submitText('hi all, the meeting moved to thursday'));
  act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
  vi.useRealTimers();
  await act(async () => calls[0]!.options.onDelta(FIRST_WORDS));
}

const reply = () => screen.getByRole('region', { name: REPLY_LABELS.reply });

beforeEach(() => useTabStore.setState(useTabStore.getInitialState()));

describe('the first words of a reply, with every view’s chunk and worker held back', () => {
  it('show at once in a tab that opens its replies in Reply', async () => {
    openRepliesAsReplies();
    await streamFirstWords();
    expect(reply()).toHaveTextContent(FIRST_WORDS);
  });

  it('show at once in a tab that opens its replies in Changes, and stay while its comparison has not come', async () => {
    expect(useTabStore.getInitialState().personas.write?.[0]?.showChanges).toBe(true);
    await streamFirstWords();
    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
    expect(reply()).toHaveTextContent(FIRST_WORDS);

    // The view's code arrives; its worker has not answered yet.
    changesChunk.release();
    expect(await screen.findByText(VIEW_LABELS.comparing)).toBeInTheDocument();
    expect(reply()).toHaveTextContent(FIRST_WORDS);
  });
});
