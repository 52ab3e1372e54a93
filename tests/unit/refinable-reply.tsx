import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../src/shared/config/app-config';
import { createReplyController } from '../../src/client/reply/reply-controller';
import { ReplyArea } from '../../src/client/reply/reply-area';
import { REFINE_LABELS } from '../../src/client/reply/refine/refine-labels';
import { refineStore } from '../../src/client/reply/refine/refine-store';
import { startReplyPath, submitText } from './reply-test-state';
import { scriptedStreamReply, type ScriptedCall } from './scripted-stream-reply';

export const refineBox = () => screen.queryByRole('textbox', { name: REFINE_LABELS.refine });

/**
 * The reply area on a scripted stream, for the refine controls' tests (with freshReplyStateEachTest):
 * `reply` submits a text and answers it, `finish` answers a call; `user` types in the `Refine` box.
 */
export function renderRefinableReply() {
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  refineStore.setState(refineStore.getInitialState());
  startReplyPath(controller);
  render(<ReplyArea controller={controller} />);
  // fireEvent: user-event's own timers do not run under the fake timers these tests need.
  const user = {
    type: (text: string) => fireEvent.change(refineBox()!, { target: { value: text } }),
    enter: (shiftKey = false) => fireEvent.keyDown(refineBox()!, { key: 'Enter', shiftKey }),
    click: (name: string) => fireEvent.click(screen.getByRole('button', { name })),
  };
  const finish = async (call: ScriptedCall, text: string) => {
    await act(async () => {
      call.options.onDelta(text);
      call.resolve();
    });
  };
  const reply = async (text = 'my text', answer = 'The first reply.') => {
    act(() => submitText(text));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    await finish(calls.at(-1)!, answer);
  };
  return { calls, controller, user, finish, reply };
}
