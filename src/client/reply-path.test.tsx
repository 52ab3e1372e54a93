import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../shared/config/app-config';
import { REPLY_LABELS } from '../shared/config/messages';
import { composePrompt } from '../shared/compose-prompt';
import { QueryBox } from './query-box/query-box';
import { createReplyController } from './reply/reply-controller';
import { ReplyArea } from './reply/reply-area';
import { selectActiveTab } from './state/tab-lookups';
import { useTabStore } from './state/tab-store';
import { freshReplyStateEachTest, startReplyPath } from '../../tests/unit/reply-test-state';
import { scriptedStreamReply } from '../../tests/unit/scripted-stream-reply';

freshReplyStateEachTest();

/** The query box alone on the page, and the reply path running as the page starts it (or not yet). */
function setup({ started = true } = {}) {
  const { calls, streamReply } = scriptedStreamReply();
  const controller = createReplyController({ streamReply, now: () => 0, scheduleFlush: (flush) => queueMicrotask(flush) });
  if (started) startReplyPath(controller);
  const view = render(<QueryBox />);
  const submit = (text: string) => {
    const box = screen.getByRole('textbox', { name: REPLY_LABELS.query });
    fireEvent.change(box, { target: { value: text } });
    fireEvent.keyDown(box, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
  };
  return { calls, controller, view, submit };
}

describe('the reply path', () => {
  it('asks for the reply to a submit from the query box while no reply area is on the page', () => {
    const { calls, submit } = setup();
    submit('my text');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.query).toBe(composePrompt(selectActiveTab(useTabStore.getState())?.instruction ?? '', 'my text'));
  });

  it('asks for a submit made before the reply path started, as it starts', () => {
    const { calls, controller, submit } = setup({ started: false });
    submit('my text');
    expect(calls).toHaveLength(0);
    startReplyPath(controller);
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    expect(calls).toHaveLength(1);
  });

  it('asks again when the same text is submitted again after a Stop, and not on a tab switch back', () => {
    const { calls, controller, submit } = setup();
    submit('my text');
    act(() => controller.stop());
    // Another tab and back, within the debounce: the stopped pair is shown again, and stays stopped.
    act(() => useTabStore.setState({ activeTabIndex: 1 }));
    act(() => useTabStore.setState({ activeTabIndex: 0 }));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: REPLY_LABELS.query })).toHaveValue('my text');
    submit('my text');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request).toEqual(calls[0]!.request);
  });

  it('shows the reply asked before the reply area mounted, once it mounts', async () => {
    const { calls, controller, submit, view } = setup();
    submit('my text');
    await act(async () => {
      calls[0]!.options.onDelta('The reply');
      calls[0]!.resolve();
    });
    view.rerender(
      <>
        <QueryBox />
        <ReplyArea controller={controller} />
      </>,
    );
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent('The reply');
    expect(calls).toHaveLength(1);
  });
});
