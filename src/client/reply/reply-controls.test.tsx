import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { REPLY_LABELS } from '../../shared/config/messages';
import { useKeyboardShortcuts } from '../lib/use-keyboard-shortcuts';
import { createReplyController } from './reply-controller';
import { ReplyArea } from './reply-area';
import { freshReplyStateEachTest, startReplyPath, submitText } from '../../../tests/unit/reply-test-state';
import { scriptedStreamReply } from '../../../tests/unit/scripted-stream-reply';

function Page({ controller }: { controller: ReturnType<typeof createReplyController> }) {
  useKeyboardShortcuts();
  return <ReplyArea controller={controller} />;
}

function setup() {
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({
    streamReply,
    now: () => 0,
    scheduleFlush: (flush) => queueMicrotask(flush),
  });
  startReplyPath(controller);
  render(<Page controller={controller} />);
  act(() => submitText('my text'));
  act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
  const stream = async (index: number, text: string, done = true) => {
    await act(async () => {
      calls[index]!.options.onDelta(text);
      if (done) calls[index]!.resolve();
    });
  };
  return { calls, stream };
}

const button = (name: string) => screen.getByRole('button', { name });
const reply = () => screen.getByRole('region', { name: REPLY_LABELS.reply });

freshReplyStateEachTest();

describe('Stop', () => {
  it('shows while the reply streams; pressing it aborts the call and keeps the text, marked as stopped', async () => {
    const { calls, stream } = setup();
    await stream(0, 'The first half', false);
    button(REPLY_LABELS.stop).focus();
    fireEvent.click(button(REPLY_LABELS.stop));
    expect(calls[0]!.options.signal.aborted).toBe(true);
    expect(reply()).toHaveTextContent('The first half');
    expect(screen.getByRole('status')).toHaveTextContent(REPLY_LABELS.stopped);
    expect(screen.queryByRole('button', { name: REPLY_LABELS.stop })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The focus was on Stop, which went away: it lands on Regenerate rather than on the page.
    expect(button(REPLY_LABELS.regenerate)).toHaveFocus();
  });

  it('Escape stops the reply, but not while a dialog is open', async () => {
    const { calls } = setup();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(calls[0]!.options.signal.aborted).toBe(false);
    dialog.remove();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(calls[0]!.options.signal.aborted).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(REPLY_LABELS.stopped);
  });
});

describe('Regenerate and versions', () => {
  it('asks again, then pages between the replies, showing the text of each version', async () => {
    const { calls, stream } = setup();
    await stream(0, 'Reply one');
    expect(screen.queryByText(REPLY_LABELS.versionOf(1, 1))).toBeNull();
    fireEvent.click(button(REPLY_LABELS.regenerate));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request).toEqual(calls[0]!.request);
    expect(button(REPLY_LABELS.stop)).toHaveFocus();
    await stream(1, 'Reply two');

    expect(screen.getByText(REPLY_LABELS.versionOf(2, 2))).toBeInTheDocument();
    expect(reply()).toHaveTextContent('Reply two');
    expect(button(REPLY_LABELS.nextVersion)).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button(REPLY_LABELS.previousVersion));
    expect(screen.getByText(REPLY_LABELS.versionOf(1, 2))).toBeInTheDocument();
    expect(reply()).toHaveTextContent('Reply one');
    expect(reply()).not.toHaveTextContent('Reply two');
    expect(button(REPLY_LABELS.previousVersion)).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button(REPLY_LABELS.previousVersion)); // At the first: nothing changes.
    expect(screen.getByText(REPLY_LABELS.versionOf(1, 2))).toBeInTheDocument();
    fireEvent.click(button(REPLY_LABELS.nextVersion));
    expect(reply()).toHaveTextContent('Reply two');
  });
});
