import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../../shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { errorCause } from '../../../shared/config/error-messages';
import { selectActiveTab } from '../../state/tab-lookups';
import { useTabStore } from '../../state/tab-store';
import { freshReplyStateEachTest, startReplyPath, submitText } from '../../../../tests/unit/reply-test-state';
import { VIEW_LABELS } from '../changes';
import { CHANGES_LABELS } from '../changes/changes-labels';
import { ReplyArea } from '../reply-area';
import { createReplyController } from '../reply-controller';
import { ReplyError } from '../reply-error';
import { createDocumentController } from './document-controller';
import { startFromText } from './document-session';
import { DOCUMENT_LABELS } from './document-labels';
import { documentReply } from './index';
import { documentPlan } from '../../../shared/document-plan';
import { PRESET_PERSONAS } from '../../../shared/config/preset-personas';
import { loadPlanPresets } from '../../state/text-plan';
import { createTokenPacer } from './token-pacer';
import { scriptedStreamReply, type ScriptedCall } from '../../../../tests/unit/scripted-stream-reply';

function setup() {
  const { calls, streamReply } = scriptedStreamReply({ rejectOnAbort: true });
  const now = () => performance.now(); // the page's clock, which the countdown reads too
  const scheduleFlush = (flush: () => void) => queueMicrotask(flush);
  const controller = createReplyController({ streamReply, now, scheduleFlush });
  const session = { streamReply, now, scheduleFlush, records: controller.records, pacer: createTokenPacer() };
  const documents = createDocumentController(async () => (request) => startFromText(session, request));
  startReplyPath(controller, documents);
  render(<ReplyArea controller={controller} documents={documents} />);
  const submit = async (text: string) => {
    act(() => submitText(text));
    // The debounce, the runner's (here immediate) load, and the lazy view.
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS));
    for (let tries = 0; tries < 50 && !screen.queryByRole('progressbar'); tries++) await act(() => vi.advanceTimersByTimeAsync(20));
  };
  const settle = (call: ScriptedCall, outcome: { text: string } | { error: unknown }) =>
    act(async () => {
      if ('text' in outcome) {
        call.options.onDelta(outcome.text);
        call.resolve();
      } else call.reject(outcome.error);
      await vi.advanceTimersByTimeAsync(0);
    });
  return { calls, submit, settle };
}

/** Three paragraphs, each as long as one part of the active mode may be: three parts. */
function threeParts() {
  const instruction = selectActiveTab(useTabStore.getState())?.instruction ?? '';
  const size = documentPlan(instruction, PRESET_PERSONAS).partMaxChars;
  return [1, 2, 3].map((n) => `P${n} ${'w'.repeat(size - 3)}`).join('\n\n');
}

const progress = () => screen.getByRole('progressbar', { name: DOCUMENT_LABELS.progress });
const serverError = () => new ReplyError('boom', { status: 502, code: 'upstream_error' });

// The view's chunk, loaded once with real timers: React.lazy then resolves it within a few microtasks.
beforeAll(async () => {
  await documentReply.load();
  await loadPlanPresets();
});

freshReplyStateEachTest();

describe('a long document in the reply area', () => {
  it('shows Part <i> of <n> and a progressbar while it works, each reply in order, then the response time', async () => {
    const { calls, submit, settle } = setup();
    await submit(threeParts());
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(DOCUMENT_LABELS.part(1, 3));
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByRole('button', { name: REPLY_LABELS.stop })).toBeInTheDocument();

    await settle(calls[1]!, { text: 'Second reply' });
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    await settle(calls[0]!, { text: 'First reply' });
    expect(screen.getByRole('status')).toHaveTextContent(DOCUMENT_LABELS.part(3, 3));
    const region = screen.getByRole('region', { name: REPLY_LABELS.reply });
    expect(region.textContent?.indexOf('First reply')).toBeLessThan(region.textContent?.indexOf('Second reply') ?? -1);

    await settle(calls[2]!, { text: 'Third reply' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^Response time: \d+\.\d{2}s$/);
    expect(screen.queryByRole('button', { name: REPLY_LABELS.stop })).toBeNull();
  });

  it('shows a part that failed twice at its place with Retry part <i>, keeps the others, and retries it alone', async () => {
    const { calls, submit, settle } = setup();
    await submit(threeParts());
    await settle(calls[0]!, { text: 'First reply' });
    await settle(calls[1]!, { error: serverError() });
    await settle(calls[3]!, { error: serverError() }); // the one retry of part 2
    await settle(calls[2]!, { text: 'Third reply' });

    // One line: which part, and its cause once.
    expect(screen.getByRole('alert')).toHaveTextContent(`${DOCUMENT_LABELS.partFailed(2)} ${errorCause('upstream_error')}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent(MESSAGES.fetchError);
    expect(screen.getByText('First reply')).toBeInTheDocument();
    expect(screen.getByText('Third reply')).toBeInTheDocument();
    expect(screen.queryByText(/^Response time/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_LABELS.retryPart(2) }));
    expect(calls).toHaveLength(5);
    expect(calls[4]!.request.query).toBe(calls[1]!.request.query);
    await settle(calls[4]!, { text: 'Second reply' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Second reply')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Response time/);
  });

  it('a part that failed offline says so; back online, that notice goes by itself and its Retry stays', async () => {
    const { calls, submit, settle } = setup();
    await submit(threeParts());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await settle(calls[0]!, { text: 'First reply' });
      await settle(calls[1]!, { error: new TypeError('Failed to fetch') });
      await settle(calls.at(-1)!, { error: new TypeError('Failed to fetch') }); // the one retry of part 2
      expect(screen.getByRole('alert')).toHaveTextContent(`${DOCUMENT_LABELS.partFailed(2)} ${REPLY_LABELS.offline}`);

      onLine.mockReturnValue(true);
      act(() => window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('alert')).toHaveTextContent(DOCUMENT_LABELS.partFailed(2));
      expect(screen.queryByText(REPLY_LABELS.offline, { exact: false })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: DOCUMENT_LABELS.retryPart(2) }));
      expect(calls.at(-1)!.request.query).toBe(calls[1]!.request.query);
    } finally {
      onLine.mockRestore();
    }
  });

  it('says a rate limit is a wait, counted down, not an error', async () => {
    const { calls, submit, settle } = setup();
    await submit(threeParts());
    await settle(calls[0]!, { error: new ReplyError('slow', { status: 429, code: 'upstream_rate_limited', retryAfterSeconds: 9 }) });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`${DOCUMENT_LABELS.part(1, 3)} · ${DOCUMENT_LABELS.waiting(9)}`);

    // The person can cut the wait short: the part goes at once.
    fireEvent.click(screen.getByRole('button', { name: DOCUMENT_LABELS.sendNow }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.at(-1)!.request.query).toBe(calls[0]!.request.query);
    expect(screen.queryByRole('button', { name: DOCUMENT_LABELS.sendNow })).toBeNull();
  });

  it('Stop stops every part and says what happened', async () => {
    const { calls, submit } = setup();
    await submit(threeParts());
    fireEvent.click(screen.getByRole('button', { name: REPLY_LABELS.stop }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.every((call) => call.options.signal.aborted)).toBe(true);
    expect(screen.getByText(DOCUMENT_LABELS.stopped)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens the whole document in the changes view when its mode shows changes', async () => {
    const { personas, selectedPersona, activeTabIndex } = useTabStore.getState();
    const tabs = personas[selectedPersona]!.map((tab, i) => (i === activeTabIndex ? { ...tab, showChanges: true } : tab));
    useTabStore.setState({ personas: { ...personas, [selectedPersona]: tabs } });
    const { calls, submit, settle } = setup();
    const text = threeParts();
    await submit(text);
    const [first, second, third] = text.split('\n\n');
    await settle(calls[0]!, { text: first! });
    await settle(calls[1]!, { text: second!.replace('P2', 'Q2') });
    await settle(calls[2]!, { text: third! });

    expect(screen.getByRole('radio', { name: VIEW_LABELS.views.changes })).toBeChecked();
    vi.useRealTimers(); // The view and its comparison load on demand.
    // One change across the three parts: the word the second part's reply changed.
    expect(await screen.findByRole('button', { name: CHANGES_LABELS.acceptChange(1) }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHANGES_LABELS.acceptChange(2) })).toBeNull();
  });
});
