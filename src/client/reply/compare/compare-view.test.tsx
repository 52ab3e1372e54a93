import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REQUEST_DEBOUNCE_MS } from '../../../shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../../shared/config/models';
import { useKeyboardShortcuts } from '../../lib/use-keyboard-shortcuts';
import { useModelStore } from '../../state/model-store';
import { useSubmissionStore } from '../../state/submission-store';
import { useTabStore } from '../../state/tab-store';
import { documentPlan } from '../../../shared/document-plan';
import { PRESET_PERSONAS } from '../../../shared/config/preset-personas';
import { loadPlanPresets } from '../../state/text-plan';
import { selectActiveTab } from '../../state/tab-lookups';
import { createDocumentController, documentReply, loadDocumentSession, type DocumentController } from '../long-document';
import { createReplyController } from '../reply-controller';
import { ReplyArea } from '../reply-area';
import { startReplyEngine } from '../reply-engine';
import { ReplyError } from '../reply-error';
import { compareView } from './index';
import { COMPARE_LABELS } from './compare-labels';
import { startCompareSession } from './compare-lanes';
import { freshReplyStateEachTest, submitText } from '../../../../tests/unit/reply-test-state';
import { scriptedStreamReply, type ScriptedCall } from '../../../../tests/unit/scripted-stream-reply';

const model = (index: number) => {
  const found = [...ACTIVE_MODELS].sort((a, b) => Number(b.id === DEFAULT_MODEL_ID) - Number(a.id === DEFAULT_MODEL_ID))[index];
  if (!found) throw new Error('the built-in list has three models');
  return found;
};
// The selected model (the default) and the two others.
const [selected, first, second] = [model(0), model(1), model(2)];
const choice = (modelId: string) => ({ provider: DEFAULT_PROVIDER, modelId });

/** The reply area with the page's one keydown handler, as the page has it. */
function Page({ controller, documents }: { controller: ReturnType<typeof createReplyController>; documents: DocumentController }) {
  useKeyboardShortcuts();
  return (
    <>
      <ReplyArea controller={controller} documents={documents} />
      <Toaster />
    </>
  );
}

function setup() {
  const { calls, streamReply } = scriptedStreamReply({ rejectOnAbort: true });
  let clock = 0;
  const deps = { streamReply, now: () => clock, scheduleFlush: (flush: () => void) => queueMicrotask(flush) };
  const controller = createReplyController(deps);
  const compare = startCompareSession(controller);
  // Long documents as the page makes them (page-replies.ts), on the same scripted calls.
  const documents = createDocumentController(() => loadDocumentSession().then((start) => (request) => start({ ...deps, records: controller.records }, request)));
  onTestFinished(startReplyEngine({ replies: controller, documents, submissions: useSubmissionStore, tabs: useTabStore, models: useModelStore, compare }));
  render(<Page controller={controller} documents={documents} />);
  const settle = () => act(() => vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS));
  const finish = async (call: ScriptedCall, text: string, ms: number) => {
    clock += ms;
    await act(async () => {
      call.options.onDelta(text);
      call.resolve();
    });
  };
  return { calls, settle, finish };
}

const article = (name: string) => screen.getByRole('article', { name });
/** An article's reply, by the region's own name (unique on the page). */
const replyIn = (model: { name: string }) => within(article(model.name)).getByRole('region', { name: COMPARE_LABELS.replyFrom(model.name) });
const modelsOf = (calls: ScriptedCall[]) => calls.map((c) => c.request.modelName);

freshReplyStateEachTest();
beforeAll(async () => {
  await Promise.all([compareView.load(), documentReply.load(), loadDocumentSession(), loadPlanPresets()]);
});
afterEach(() => useModelStore.setState({ compareWith: [] }));

describe('comparing models in the reply area (DESIGN.md, Compare models)', () => {
  it('sends one call per model at once, shows one article per model in order, and each finishes on its own', async () => {
    useModelStore.setState({ compareWith: [choice(first.id), choice(second.id)] });
    const { calls, settle, finish } = setup();
    act(() => submitText('my text'));
    settle();
    expect(modelsOf(calls)).toEqual([selected.id, first.id, second.id]);
    expect(new Set(calls.map((c) => c.request.query)).size).toBe(1);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h2')?.textContent)).toEqual([selected.name, first.name, second.name]);

    await act(async () => calls[1]!.options.onDelta('Second model streams'));
    expect(replyIn(first)).toHaveTextContent('Second model streams');
    // Its completion is said once it is complete, not as it streams.
    expect(within(article(first.name)).queryByText(COMPARE_LABELS.finished(first.name))).toBeNull();
    expect(within(article(first.name)).queryByRole('button', { name: COMPARE_LABELS.useThisModel })).toBeNull();

    await finish(calls[2]!, 'Third done', 1250);
    const third = article(second.name);
    expect(within(third).getByText(MESSAGES.responseTime('1.25'))).toBeInTheDocument();
    expect(within(third).getByText(COMPARE_LABELS.finished(second.name))).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: REPLY_LABELS.copy })).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: REPLY_LABELS.regenerate })).toBeInTheDocument();
    // The others still stream: Stop in the second stops that call only.
    expect(within(article(selected.name)).getByRole('button', { name: REPLY_LABELS.stop })).toBeInTheDocument();
    await act(async () => within(article(first.name)).getByRole('button', { name: REPLY_LABELS.stop }).click());
    expect(calls.map((c) => c.aborted)).toEqual([false, true, false]);
    expect(within(article(first.name)).getByText(REPLY_LABELS.stopped)).toBeInTheDocument();
    expect(within(article(selected.name)).getByRole('button', { name: REPLY_LABELS.stop })).toBeInTheDocument();
  });

  it('shows cached pairs without a call on a tab switch and back, and unchecking goes back to the single reply with no call', async () => {
    useModelStore.setState({ compareWith: [choice(first.id)] });
    const { calls, settle, finish } = setup();
    act(() => submitText('my text'));
    settle();
    await finish(calls[0]!, 'Selected reply', 1000);
    await finish(calls[1]!, 'Compared reply', 1000);
    act(() => useTabStore.getState().selectTab(1));
    settle();
    expect(calls).toHaveLength(4);
    act(() => useTabStore.getState().selectTab(0));
    settle();
    expect(calls).toHaveLength(4);
    expect(replyIn(first)).toHaveTextContent('Compared reply');

    act(() => useModelStore.getState().setCompareWith([]));
    settle();
    expect(calls).toHaveLength(4);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('region', { name: REPLY_LABELS.reply })).toHaveTextContent('Selected reply');
  });

  it('`Use this model` selects the compared model with its toast, keeps the same models on show, and sends nothing', async () => {
    useModelStore.setState({ compareWith: [choice(first.id)] });
    const { calls, settle, finish } = setup();
    act(() => submitText('my text'));
    settle();
    await finish(calls[0]!, 'Selected reply', 1000);
    await finish(calls[1]!, 'Compared reply', 1000);
    await act(async () => within(article(first.name)).getByRole('button', { name: COMPARE_LABELS.useThisModel }).click());
    settle();
    expect(useModelStore.getState()).toMatchObject({ selectedModelId: first.id, compareWith: [choice(selected.id)] });
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual([first.name, selected.name]);
    expect(replyIn(first)).toHaveTextContent('Compared reply');
    expect(replyIn(selected)).toHaveTextContent('Selected reply');
    expect(calls).toHaveLength(2);
    // SPEC.md's toast, shown once sonner (loaded on demand) has it.
    for (let tries = 0; tries < 50 && !screen.queryByText(MESSAGES.modelChanged(first.name)); tries++) await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByText(MESSAGES.modelChanged(first.name))).toBeInTheDocument();
  });

  it('a rate limit in one article counts down there and leaves the others streaming', async () => {
    useModelStore.setState({ compareWith: [choice(first.id), choice(second.id)] });
    const { calls, settle, finish } = setup();
    act(() => submitText('my text'));
    settle();
    await act(async () => calls[1]!.reject(new ReplyError('x', { status: 429, code: 'rate_limited', retryAfterSeconds: 3 })));
    const limited = article(first.name);
    expect(within(limited).getByRole('button', { name: REPLY_LABELS.retryIn(3) })).toBeDisabled();
    await finish(calls[2]!, 'Third done', 1000);
    expect(replyIn(second)).toHaveTextContent('Third done');
    expect(within(article(selected.name)).queryByRole('alert')).toBeNull();
    expect(within(article(second.name)).queryByRole('alert')).toBeNull();
    for (const _second of [3, 2, 1]) act(() => vi.advanceTimersByTime(1000));
    await act(async () => within(limited).getByRole('button', { name: REPLY_LABELS.retry }).click());
    expect(modelsOf(calls)).toEqual([selected.id, first.id, second.id, first.id]);
  });

  it('Escape stops every streaming article, but not while a dialog is open', async () => {
    useModelStore.setState({ compareWith: [choice(first.id), choice(second.id)] });
    const { calls, settle, finish } = setup();
    act(() => submitText('my text'));
    settle();
    // Each article streams (its Stop effect ran after the articles mounted), and the third has finished.
    await act(async () => calls.forEach((call, index) => call.options.onDelta(`Model ${index} streams`)));
    await finish(calls[2]!, ' and ends', 1000);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(calls.map((c) => c.aborted)).toEqual([false, false, false]);
    dialog.remove();

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(calls.map((c) => c.aborted)).toEqual([true, true, false]);
    for (const model of [selected, first]) expect(within(article(model.name)).getByText(REPLY_LABELS.stopped)).toBeInTheDocument();
    expect(within(article(second.name)).queryByText(REPLY_LABELS.stopped)).toBeNull();
    expect(within(article(second.name)).getByText(MESSAGES.responseTime('1.00'))).toBeInTheDocument();
  });

  it('Regenerate and the versions work per article: the other articles keep their one reply', async () => {
    useModelStore.setState({ compareWith: [choice(first.id), choice(second.id)] });
    const { calls, settle, finish } = setup();
    act(() => submitText('my text'));
    settle();
    for (const [index, text] of ['Selected one', 'First one', 'Second one'].entries()) await finish(calls[index]!, text, 1000);
    const click = (name: string, button: string) => act(async () => within(article(name)).getByRole('button', { name: button }).click());

    await click(first.name, REPLY_LABELS.regenerate);
    expect(modelsOf(calls)).toEqual([selected.id, first.id, second.id, first.id]);
    expect(calls[3]!.request).toEqual(calls[1]!.request);
    await finish(calls[3]!, 'First two', 1000);
    expect(within(article(first.name)).getByText(REPLY_LABELS.versionOf(2, 2))).toBeInTheDocument();
    expect(replyIn(first)).toHaveTextContent('First two');
    for (const other of [selected, second]) expect(within(article(other.name)).queryByText(/^Version/)).toBeNull();
    expect(replyIn(selected)).toHaveTextContent('Selected one');
    expect(replyIn(second)).toHaveTextContent('Second one');

    await click(selected.name, REPLY_LABELS.regenerate);
    await finish(calls[4]!, 'Selected two', 1000);
    expect(calls[4]!.request.modelName).toBe(selected.id);
    await click(first.name, REPLY_LABELS.previousVersion);
    expect(within(article(first.name)).getByText(REPLY_LABELS.versionOf(1, 2))).toBeInTheDocument();
    expect(replyIn(first)).toHaveTextContent('First one');
    // Paging in one article leaves the selected model's on its newest version.
    expect(within(article(selected.name)).getByText(REPLY_LABELS.versionOf(2, 2))).toBeInTheDocument();
    expect(replyIn(selected)).toHaveTextContent('Selected two');
    await click(first.name, REPLY_LABELS.nextVersion);
    expect(replyIn(first)).toHaveTextContent('First two');
    expect(within(article(second.name)).queryByText(/^Version/)).toBeNull();
    expect(calls).toHaveLength(5);
  });

  it('a long document goes to the selected model only, and the page says so; a text that fits compares again', async () => {
    useModelStore.setState({ compareWith: [choice(first.id), choice(second.id)] });
    const { calls, settle } = setup();
    const partSize = documentPlan(selectActiveTab(useTabStore.getState())?.instruction ?? '', PRESET_PERSONAS).partMaxChars;
    act(() => submitText(['A', 'B', 'C'].map((p) => `${p} ${'w'.repeat(partSize - 2)}`).join('\n\n')));
    // The debounce, then the document's runner (here loaded at once) and its view.
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS));
    for (let tries = 0; tries < 50 && calls.length === 0; tries++) await act(() => vi.advanceTimersByTimeAsync(20));
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(modelsOf(calls))).toEqual(new Set([selected.id]));
    expect(screen.getByText(COMPARE_LABELS.documentNotice(selected.name))).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: REPLY_LABELS.stop })).toBeInTheDocument();

    const before = calls.length;
    act(() => submitText('a short text'));
    settle();
    expect(modelsOf(calls.slice(before))).toEqual([selected.id, first.id, second.id]);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText(COMPARE_LABELS.documentNotice(selected.name))).toBeNull();
  });
});
