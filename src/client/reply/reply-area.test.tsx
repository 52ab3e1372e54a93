import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { errorCause, errorMessage } from '../../shared/config/error-messages';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { LOCAL_MODEL_TEXT } from '../../shared/config/local-models';
import { DEFAULT_MODEL_ID, MODELS } from '../../shared/config/models';
import { composePrompt } from '../../shared/compose-prompt';
import { useModelStore } from '../state/model-store';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { createReplyController } from './reply-controller';
import { ReplyArea } from './reply-area';
import { ReplyError } from './reply-error';
import { freshReplyStateEachTest, startReplyPath, submitText } from '../../../tests/unit/reply-test-state';
import { scriptedStreamReply, type ScriptedCall } from '../../../tests/unit/scripted-stream-reply';

function setup() {
  const { calls, streamReply } = scriptedStreamReply();
  let clock = 0;
  const controller = createReplyController({
    streamReply,
    now: () => clock,
    scheduleFlush: (flush) => queueMicrotask(flush),
  });
  startReplyPath(controller);
  render(<ReplyArea controller={controller} />);
  const submit = (text: string) => {
    act(() => submitText(text));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
  };
  const finish = async (call: ScriptedCall, text: string, ms: number) => {
    await act(async () => {
      call.options.onDelta(text);
      clock += ms;
      call.resolve();
    });
  };
  return { calls, submit, finish };
}

const activeInstruction = () => selectActiveTab(useTabStore.getState())?.instruction ?? '';
const region = () => screen.queryByRole('region', { name: REPLY_LABELS.reply });

freshReplyStateEachTest();

describe('the reply area', () => {
  it('shows nothing before a submit and sends nothing', () => {
    const { calls } = setup();
    expect(region()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("says how far the server's model is prepared, then its place in line, until the first words arrive", async () => {
    const { calls, submit } = setup();
    submit('my text');
    const { onWait, onDelta } = calls[0]!.options;
    const model = MODELS.find((m) => m.id === DEFAULT_MODEL_ID)!.name;
    act(() => onWait?.({ kind: 'preparing', percent: 42 }));
    expect(screen.getByRole('status')).toHaveTextContent(LOCAL_MODEL_TEXT.preparing(model, 42));
    act(() => onWait?.({ kind: 'queued', ahead: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(LOCAL_MODEL_TEXT.waiting(2));
    await act(async () => {
      onWait?.(null);
      onDelta('First words');
    });
    expect(screen.queryByText(LOCAL_MODEL_TEXT.waiting(2))).toBeNull();
  });

  it('sends the composed prompt after the debounce, with the spinner and skeleton until text arrives', () => {
    const { calls, submit } = setup();
    submit('my text');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.query).toBe(composePrompt(activeInstruction(), 'my text'));
    expect(screen.getByRole('progressbar', { name: REPLY_LABELS.loading })).toBeInTheDocument();
    expect(region()).toBeNull();
  });

  it('shows streamed text before the reply is complete, then the response time with two decimals', async () => {
    const { calls, submit, finish } = setup();
    submit('my text');
    await act(async () => calls[0]!.options.onDelta('First part'));
    expect(region()).toHaveTextContent('First part');
    expect(screen.queryByRole('status')).toBeNull();
    await finish(calls[0]!, ' and the rest', 1500);
    expect(region()).toHaveTextContent('First part and the rest');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.responseTime('1.50'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('re-sends the submitted text with the new instruction when the tab changes, and shows the cached reply at once when coming back', async () => {
    const { calls, submit, finish } = setup();
    submit('my text');
    await finish(calls[0]!, 'First tab reply', 100);
    act(() => useTabStore.setState({ activeTabIndex: 1 }));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.query).toBe(composePrompt(activeInstruction(), 'my text'));
    await finish(calls[1]!, 'Second tab reply', 100);
    // No debounce when nothing is sent: the cached reply is on screen in the render of the switch.
    act(() => useTabStore.setState({ activeTabIndex: 0 }));
    expect(region()).toHaveTextContent('First tab reply');
    act(() => useModelStore.setState({ selectedModelId: MODELS[2]!.id }));
    act(() => useModelStore.setState({ selectedModelId: DEFAULT_MODEL_ID }));
    expect(region()).toHaveTextContent('First tab reply');
    act(() => vi.runOnlyPendingTimers());
    expect(calls).toHaveLength(2);
  });

  it('sends with the new model when the model changes, letting the first model’s reply go on', () => {
    const { calls, submit } = setup();
    submit('my text');
    act(() => useModelStore.setState({ selectedModelId: MODELS[2]!.id }));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    expect(calls.map((c) => c.request.modelName)).toEqual([DEFAULT_MODEL_ID, MODELS[2]!.id]);
    expect(calls[0]!.options.signal.aborted).toBe(false);
  });

  it('sends once, for the latest tab and model, when they change within the debounce of a submit', () => {
    const { calls } = setup();
    act(() => submitText('my text'));
    act(() => useTabStore.setState({ activeTabIndex: 1 }));
    act(() => useModelStore.setState({ selectedModelId: MODELS[1]!.id }));
    act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request).toMatchObject({ query: composePrompt(activeInstruction(), 'my text'), modelName: MODELS[1]!.id });
  });

  it('shows SPEC.md’s sentence with the cause as its detail, without the reply controls, when the call fails before any text', async () => {
    const { calls, submit } = setup();
    submit('my text');
    await act(async () => calls[0]!.reject(new ReplyError('x', { status: 503, code: 'upstream_unavailable' })));
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByText(/./).map((line) => line.textContent)).toEqual([MESSAGES.fetchError, errorCause('upstream_unavailable')]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: REPLY_LABELS.copy })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: REPLY_LABELS.fontSize })).toBeNull();
  });

  it('offers Retry after a transient failure, which sends the same prompt again and clears the error', async () => {
    const { calls, submit } = setup();
    submit('my text');
    await act(async () => calls[0]!.reject(new ReplyError('x', { status: 504, code: 'upstream_timeout' })));
    act(() => screen.getByRole('button', { name: REPLY_LABELS.retry }).click());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request).toEqual(calls[0]!.request);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts a rate limit down in one place, the button, then offers Retry', async () => {
    const { calls, submit } = setup();
    submit('my text');
    await act(async () => calls[0]!.reject(new ReplyError('x', { status: 429, code: 'rate_limited', retryAfterSeconds: 3 })));
    expect(screen.getByRole('alert')).toHaveTextContent(errorCause('rate_limited'));
    // The alert names no number of seconds: a stale '3 seconds' would stay while the button counts.
    expect(screen.getByRole('alert')).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('button', { name: REPLY_LABELS.retryIn(3) })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: REPLY_LABELS.retryIn(2) })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: REPLY_LABELS.retry })).toBeEnabled();
  });

  it('offers no Retry where sending again cannot help', async () => {
    const { calls, submit } = setup();
    submit('my text');
    await act(async () => calls[0]!.reject(new ReplyError('x', { status: 503, code: 'provider_not_configured' })));
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessage('provider_not_configured'));
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
  });

  it('keeps text streamed before a failure, marked as cut short', async () => {
    const { calls, submit } = setup();
    submit('my text');
    await act(async () => calls[0]!.options.onDelta('Half of it'));
    await act(async () => calls[0]!.reject(new ReplyError('dropped', { code: 'stream_interrupted' })));
    expect(region()).toHaveTextContent('Half of it');
    expect(screen.getByRole('alert')).toHaveTextContent(`${MESSAGES.fetchError}${errorCause('stream_interrupted')} ${REPLY_LABELS.cutShort}`);
  });

  it.each([
    ['the server restarting mid-reply', 'Half of it', new ReplyError('x', { code: 'server_shutting_down' }), errorCause('server_shutting_down')],
    ['too many calls of this person at once', '', new ReplyError('x', { status: 429, code: 'too_many_concurrent' }), errorCause('too_many_concurrent')],
    ['a busy server', '', new ReplyError('x', { status: 503, code: 'server_busy', retryAfterSeconds: 2 }), errorCause('server_busy')],
  ])('says so on %s, keeps what arrived, and offers Retry', async (_case, partial, error, message) => {
    const { calls, submit } = setup();
    submit('my text');
    if (partial) await act(async () => calls[0]!.options.onDelta(partial));
    await act(async () => calls[0]!.reject(error));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    if (partial) expect(region()).toHaveTextContent(partial);
    const retry = error.retryAfterSeconds ? REPLY_LABELS.retryIn(error.retryAfterSeconds) : REPLY_LABELS.retry;
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('clears the offline notice by itself when the connection comes back; the text stays to submit', async () => {
    const { calls, submit } = setup();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    submit('my text');
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent(REPLY_LABELS.offline);
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).toBeNull();
    onLine.mockRestore();
  });
});
