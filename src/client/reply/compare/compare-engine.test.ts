// The reply engine with the comparison's lanes, without a view: which calls a field change sends.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { composePrompt } from '../../../shared/compose-prompt';
import { REQUEST_DEBOUNCE_MS } from '../../../shared/config/app-config';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../../shared/config/models';
import type { Tab } from '../../../shared/tab';
import { storeFieldValue } from '../../state/field-values';
import { BUILT_IN_CATALOG } from '../../state/model-catalog';
import { useModelStore } from '../../state/model-store';
import { useSubmissionStore } from '../../state/submission-store';
import { useTabStore } from '../../state/tab-store';
import { documentController } from '../page-replies';
import { createReplyController } from '../reply-controller';
import { startReplyEngine } from '../reply-engine';
import { cacheKey, selectReplyStatus, selectShownReply } from '../reply-state';
import { startCompareSession } from './compare-lanes';
import { freshReplyStateEachTest, submitText } from '../../../../tests/unit/reply-test-state';
import { scriptedStreamReply, type ScriptedCall } from '../../../../tests/unit/scripted-stream-reply';

const TONE_TAB: Tab = { title: 'Tone', instruction: 'Rewrite in a {{Tone|formal|casual}} tone.' };
const promptIn = (tone: string) => composePrompt(`Rewrite in a ${tone} tone.`, 'my text');
const compared = ACTIVE_MODELS.filter((m) => m.id !== DEFAULT_MODEL_ID).map((m) => ({ provider: DEFAULT_PROVIDER, modelId: m.id }));

function setup() {
  useTabStore.setState({ personas: { mine: [TONE_TAB] }, selectedPersona: 'mine', activeTabIndex: 0 });
  useModelStore.setState({ compareWith: compared });
  const { calls, streamReply } = scriptedStreamReply();
  const deps = { streamReply, now: () => 0, scheduleFlush: (flush: () => void) => queueMicrotask(flush) };
  const main = createReplyController(deps);
  const lanes = startCompareSession(main);
  onTestFinished(startReplyEngine({ replies: main, documents: documentController, submissions: useSubmissionStore, tabs: useTabStore, models: useModelStore, compare: lanes }));
  const answer = async (sent: ScriptedCall[]) => {
    for (const call of sent) {
      call.options.onDelta(`${call.request.modelName}: ${call.request.query.slice(0, 20)}`);
      call.resolve();
    }
    await vi.advanceTimersByTimeAsync(0);
  };
  /** The reply each article shows, in order. */
  const shown = () => lanes.store.getState().lanes.map((lane) => selectShownReply(lane.view.store.getState(), lane.view.id).entry?.response);
  return { calls, answer, shown, main, lanes };
}

const sentAs = (calls: ScriptedCall[]) => calls.map((c) => [c.request.modelName, c.request.query]);
const expected = (tone: string) => [DEFAULT_MODEL_ID, ...compared.map((c) => c.modelId)].map((id) => [id, promptIn(tone)]);

freshReplyStateEachTest();
afterEach(() => useModelStore.setState({ compareWith: [], catalog: BUILT_IN_CATALOG, catalogLoaded: false }));

describe('a field change while comparing (DESIGN.md, Compare models; Fields in a mode’s instruction)', () => {
  it('sends one call per uncached pair, all at once after the debounce, and switching back sends nothing', async () => {
    const { calls, answer, shown } = setup();
    submitText('my text');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    expect(sentAs(calls)).toEqual(expected('formal'));
    await answer(calls);
    const formal = shown();
    expect(formal.every((reply) => reply !== undefined)).toBe(true);

    storeFieldValue('Tone', 'casual');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sentAs(calls.slice(3))).toEqual(expected('casual'));
    await answer(calls.slice(3));
    expect(shown()).not.toEqual(formal);

    // Every pair cached: each article shows its earlier reply at once, with no call.
    storeFieldValue('Tone', 'formal');
    expect(shown()).toEqual(formal);
    await vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS * 10);
    expect(calls).toHaveLength(6);
  });

  it('a model checked later gets the only call, and so on a field change back: the pairs cached send nothing', async () => {
    const { calls, answer } = setup();
    useModelStore.setState({ compareWith: compared.slice(0, 1) });
    submitText('my text');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    await answer(calls);
    storeFieldValue('Tone', 'casual');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    await answer(calls.slice(2));
    // A third model checked on the casual tone: one call, for it alone; back to formal: its call alone.
    useModelStore.setState({ compareWith: compared });
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    expect(sentAs(calls.slice(4))).toEqual([[compared[1]!.modelId, promptIn('casual')]]);
    await answer(calls.slice(4));
    storeFieldValue('Tone', 'formal');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    expect(sentAs(calls.slice(5))).toEqual([[compared[1]!.modelId, promptIn('formal')]]);
  });
});

describe('one cache, several views (DESIGN.md, Compare models)', () => {
  it('keeps no replies of its own: every article is a view of the page’s one controller, whose cache has each reply once', async () => {
    const { calls, answer, main, lanes } = setup();
    submitText('my text');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    const articles = lanes.store.getState().lanes;
    expect(articles.map((lane) => lane.view.store)).toEqual(articles.map(() => main.store));
    expect(articles[0]!.view).toBe(main);
    expect(main.view('main')).toBe(main);
    await answer(calls);
    // Each model's reply is one version in the one cache: nothing was copied into it, or out of it.
    const { versions } = main.store.getState();
    for (const call of calls) expect(versions[cacheKey(call.request.query, call.request.modelName, call.request.provider)]).toHaveLength(1);
    expect(Object.keys(versions)).toHaveLength(calls.length);
  });

  it('unchecking every compared model hides their articles’ views and leaves the single reply on show', async () => {
    const { calls, answer, main, lanes } = setup();
    submitText('my text');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    await answer(calls);
    const compared = lanes.store.getState().lanes.slice(1).map((lane) => lane.view);
    useModelStore.setState({ compareWith: [] });
    expect(lanes.store.getState().lanes).toEqual([]);
    for (const view of compared) expect(selectReplyStatus(view.store.getState(), view.id)).toBe('idle');
    expect(selectReplyStatus(main.store.getState())).toBe('complete');
    expect(calls).toHaveLength(3);
  });
});

describe('a store update that changes nothing asked (the reply engine, as the page starts it with the lanes)', () => {
  it('sends nothing again when the server’s model list arrives after a failed reply, nothing compared', async () => {
    const { calls } = setup();
    useModelStore.setState({ compareWith: [] });
    submitText('my text');
    vi.advanceTimersByTime(REQUEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    calls[0]!.reject(new Error('rate limited'));
    await vi.advanceTimersByTimeAsync(0);
    // The list names the same models: the model store makes a new (empty) list of compared models.
    const groq = { id: DEFAULT_PROVIDER, name: 'Groq', models: ACTIVE_MODELS.map(({ id, name, description }) => ({ id, name, description })) };
    useModelStore.getState().setCatalog([groq]);
    await vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS * 10);
    expect(calls).toHaveLength(1);
  });
});
