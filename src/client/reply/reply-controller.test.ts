import { describe, expect, it, vi } from 'vitest';
import { MAX_HIDDEN_REPLY_CALLS, MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { errorCause, errorMessage } from '../../shared/config/error-messages';
import { DEFAULT_MODEL_ID, MODELS } from '../../shared/config/models';
import { createReplyController } from './reply-controller';
import { cacheKey, selectReplyStatus, selectShownReply, selectView } from './reply-state';
import { ReplyError } from './reply-error';
import { scriptedStreamReply } from '../../../tests/unit/scripted-stream-reply';

function setup() {
  // Its calls ignore abort, like a reply already on its way.
  const { calls, streamReply } = scriptedStreamReply();
  let clock = 0;
  const flushes: (() => void)[] = [];
  const controller = createReplyController({
    streamReply,
    now: () => clock,
    scheduleFlush: (flush) => flushes.push(flush),
  });
  const runFlushes = () => flushes.splice(0).forEach((f) => f());
  const advance = (ms: number) => {
    clock += ms;
  };
  const shown = () => selectShownReply(controller.store.getState());
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { controller, calls, runFlushes, advance, shown, settle };
}

const OTHER_MODEL = MODELS[1]!.id;

describe('reply cache', () => {
  it('sends one request with the provider, prompt and model, then caches the streamed reply with its time', async () => {
    const { controller, calls, runFlushes, advance, shown, settle } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request).toEqual({ provider: 'groq', query: 'prompt A', modelName: DEFAULT_MODEL_ID });
    expect(shown().entry).toMatchObject({ status: 'sending', response: '', prompt: 'prompt A' });

    calls[0]!.options.onDelta('Hello ');
    calls[0]!.options.onDelta('world');
    expect(shown().entry?.response).toBe('');
    runFlushes();
    expect(shown().entry?.response).toBe('Hello world');

    advance(1234);
    calls[0]!.resolve();
    await settle();
    expect(shown().entry).toMatchObject({ status: 'complete', response: 'Hello world', timeToResponse: 1.234 });
  });

  it('batches many pieces into one store update per scheduled flush', () => {
    const { controller, calls, runFlushes } = setup();
    controller.show('p', DEFAULT_MODEL_ID);
    const listener = vi.fn();
    controller.store.subscribe(listener);
    for (let i = 0; i < 50; i++) calls[0]!.options.onDelta('x');
    runFlushes();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reuses a cached reply without a new request', async () => {
    const { controller, calls, shown, settle } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    calls[0]!.options.onDelta('A reply');
    calls[0]!.resolve();
    await settle();
    controller.show('prompt B', DEFAULT_MODEL_ID);
    calls[1]!.resolve();
    await settle();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(calls).toHaveLength(2);
    expect(shown().entry?.response).toBe('A reply');
  });

  it('keys the cache by model too', () => {
    const { controller, calls } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    controller.show('prompt A', OTHER_MODEL);
    expect(calls.map((c) => c.request.modelName)).toEqual([DEFAULT_MODEL_ID, OTHER_MODEL]);
  });

  it('keys the cache by provider too, and sends each call to its own provider', () => {
    const { controller, calls } = setup();
    controller.show('prompt A', 'openai/gpt-oss-120b', 'groq');
    controller.show('prompt A', 'openai/gpt-oss-120b', 'openrouter');
    controller.show('prompt A', 'openai/gpt-oss-120b', 'openrouter');
    expect(calls.map((c) => c.request.provider)).toEqual(['groq', 'openrouter']);
    expect(cacheKey('p', 'm', 'groq')).not.toBe(cacheKey('p', 'm', 'openrouter'));
  });

  it('lets a call for a pair no longer on show finish into its own entry, shown on return without a request', async () => {
    const { controller, calls, runFlushes, shown, settle } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    calls[0]!.options.onDelta('A so far');
    controller.show('prompt B', DEFAULT_MODEL_ID);
    expect(calls[0]!.options.signal.aborted).toBe(false);
    calls[0]!.options.onDelta(', and the rest');
    runFlushes();
    expect(shown().entry?.prompt).toBe('prompt B'); // A's pieces land in A's entry, not on show.

    controller.show('prompt A', DEFAULT_MODEL_ID); // back while A still streams
    expect(shown().entry).toMatchObject({ prompt: 'prompt A', status: 'streaming', response: 'A so far, and the rest' });
    calls[0]!.resolve();
    await settle();
    expect(shown().entry).toMatchObject({ status: 'complete', response: 'A so far, and the rest' });
    expect(calls.map((c) => c.request.query)).toEqual(['prompt A', 'prompt B']);
    expect(calls[1]!.options.signal.aborted).toBe(false); // B goes on in turn
  });

  it('never lets a reply for a pair not on show replace the one on show', async () => {
    const t = setup();
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    t.controller.show('prompt B', DEFAULT_MODEL_ID);
    await answer(t, 1, 'B reply');
    t.calls[0]!.options.onDelta('A reply');
    t.runFlushes();
    await answer(t, 0, '');
    const state = t.controller.store.getState();
    expect(selectView(state).activeKey).toBe(cacheKey('prompt B', DEFAULT_MODEL_ID));
    expect(t.shown().entry?.response).toBe('B reply');
    expect(state.entries[cacheKey('prompt A', DEFAULT_MODEL_ID)]).toMatchObject({ response: 'A reply', status: 'complete' });
  });

  it('keeps at most MAX_HIDDEN_REPLY_CALLS calls for pairs not on show, stopping the oldest past it', () => {
    const { controller, calls, shown } = setup();
    const prompts = Array.from({ length: MAX_HIDDEN_REPLY_CALLS + 2 }, (_, i) => `prompt ${i}`);
    for (const prompt of prompts) controller.show(prompt, DEFAULT_MODEL_ID);
    // One on show, MAX_HIDDEN_REPLY_CALLS behind it: the first one sent was stopped, and forgotten.
    expect(calls.map((c) => c.options.signal.aborted)).toEqual([true, ...prompts.slice(1).map(() => false)]);
    expect(controller.store.getState().entries[cacheKey('prompt 0', DEFAULT_MODEL_ID)]).toBeUndefined();
    expect(shown().failure).toBeUndefined();
    controller.show('prompt 0', DEFAULT_MODEL_ID); // coming back to it sends again, and stops the next oldest
    expect(calls).toHaveLength(prompts.length + 1);
    expect(calls[1]!.options.signal.aborted).toBe(true);
  });

  it('Stop stops the call on show only', () => {
    const { controller, calls, shown } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    controller.show('prompt B', DEFAULT_MODEL_ID);
    controller.stop();
    expect(calls.map((c) => c.options.signal.aborted)).toEqual([false, true]);
    expect(shown().failure).toMatchObject({ stopped: true, prompt: 'prompt B' });
    controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(shown().entry).toMatchObject({ prompt: 'prompt A', status: 'sending' });
  });

  it('does not send twice while the same request is loading', () => {
    const { controller, calls } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(calls).toHaveLength(1);
  });

  it('drops the entry of a failed call, keeping the streamed text and the reason on show', async () => {
    const { controller, calls, runFlushes, shown, settle } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    calls[0]!.options.onDelta('Half a re');
    runFlushes();
    calls[0]!.reject(new ReplyError('slow down', { status: 429, code: 'rate_limited', retryAfterSeconds: 7 }));
    await settle();
    expect(controller.store.getState().entries).toEqual({});
    expect(shown().failure).toMatchObject({ partial: 'Half a re', reason: errorCause('rate_limited'), retryAfterSeconds: 7 });

    controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(calls).toHaveLength(2);
    expect(shown().failure).toBeUndefined();
  });

  it('lets a call for a pair not on show fail quietly: the failure on show stays, coming back sends again', async () => {
    const { controller, calls, shown, settle } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    controller.show('prompt B', DEFAULT_MODEL_ID);
    calls[0]!.reject(new ReplyError('down', { status: 503, code: 'upstream_unavailable' }));
    await settle();
    expect(shown().failure).toBeUndefined();
    expect(shown().entry?.status).toBe('sending');
    expect(controller.store.getState().entries[cacheKey('prompt A', DEFAULT_MODEL_ID)]).toBeUndefined();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(calls).toHaveLength(3);
  });

  it('refuses a prompt over the server limit without sending it', () => {
    const { controller, calls, shown } = setup();
    controller.show('x'.repeat(MAX_QUERY_CHARS + 1), DEFAULT_MODEL_ID);
    expect(calls).toHaveLength(0);
    expect(shown().failure?.reason).toBe(errorMessage('payload_too_large'));
  });

  it('hides: shows nothing, letting what was loading go on', () => {
    const { controller, calls, shown } = setup();
    controller.show('prompt A', DEFAULT_MODEL_ID);
    controller.hide();
    expect(calls[0]!.options.signal.aborted).toBe(false);
    expect(shown()).toMatchObject({ entry: undefined, failure: undefined, versions: [] });
  });

});

/** Streams `text` into call `index` and completes it. */
async function answer(t: ReturnType<typeof setup>, index: number, text: string) {
  t.calls[index]!.options.onDelta(text);
  t.calls[index]!.resolve();
  await t.settle();
}

/** 'prompt A' answered 'First', then Regenerate: its second call is in flight. */
async function regenerating() {
  const t = setup();
  t.controller.show('prompt A', DEFAULT_MODEL_ID);
  await answer(t, 0, 'First');
  t.controller.regenerate();
  return t;
}

describe('stop', () => {
  it('aborts the call, keeps the text received on show as stopped, and caches nothing', () => {
    const t = setup();
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    t.calls[0]!.options.onDelta('Half a '); // Not flushed yet: Stop keeps it all the same.
    t.controller.stop();
    expect(t.calls[0]!.options.signal.aborted).toBe(true);
    expect(t.shown().failure).toMatchObject({ stopped: true, partial: 'Half a ', prompt: 'prompt A', reason: undefined });
    expect(t.controller.store.getState().entries).toEqual({});
  });

  it('keeps the stopped text when the stream ends or fails after the stop', async () => {
    const t = setup();
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    t.calls[0]!.options.onDelta('Half');
    t.controller.stop();
    t.calls[0]!.options.onDelta(' and the rest');
    t.runFlushes();
    t.calls[0]!.resolve();
    await t.settle();
    expect(t.shown().failure).toMatchObject({ stopped: true, partial: 'Half' });
    expect(t.shown().versions).toEqual([]);
  });

  it('stays stopped when the same pair is shown again, and the next submit sends again', () => {
    const t = setup();
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    t.controller.stop();
    t.controller.show('prompt B', DEFAULT_MODEL_ID);
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(t.calls.map((c) => c.request.query)).toEqual(['prompt A', 'prompt B', 'prompt A']);
    t.controller.stop();
    t.controller.show('prompt A', DEFAULT_MODEL_ID); // A tab switch back, not a submit.
    expect(t.calls).toHaveLength(3);
    expect(t.shown().failure?.stopped).toBe(true);
    t.controller.forgetStop(); // a new submit
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(t.calls).toHaveLength(4);
  });

  it('does nothing when no call is in flight', async () => {
    const t = setup();
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    await answer(t, 0, 'Done');
    t.controller.stop();
    expect(t.shown().failure).toBeUndefined();
    expect(t.shown().entry).toMatchObject({ response: 'Done', status: 'complete' });
  });
});

describe('regenerate and versions', () => {
  it('sends the same prompt and model again past the cache and keeps every reply as a version', async () => {
    const t = setup();
    t.controller.show('prompt A', OTHER_MODEL, 'groq');
    await answer(t, 0, 'First');
    t.controller.regenerate();
    expect(t.calls).toHaveLength(2);
    expect(t.calls[1]!.request).toEqual(t.calls[0]!.request);
    expect(t.shown().entry?.status).toBe('sending');
    await answer(t, 1, 'Second');
    expect(t.shown()).toMatchObject({ shownIndex: 1, versions: [{ response: 'First' }, { response: 'Second' }] });
    expect(t.shown().entry?.response).toBe('Second'); // The cache holds the latest.

    t.controller.showVersion(0);
    expect(t.shown().shownIndex).toBe(0);
    t.controller.showVersion(5);
    expect(t.shown().shownIndex).toBe(0);
  });

  it('shows the newest version again after a switch away and back, without a request', async () => {
    const t = await regenerating();
    await answer(t, 1, 'Second');
    t.controller.showVersion(0);
    t.controller.show('prompt B', DEFAULT_MODEL_ID);
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(t.calls).toHaveLength(3);
    expect(t.shown().shownIndex).toBe(1);
  });

  it('keeps the last complete reply cached when a regeneration is stopped or fails', async () => {
    const t = await regenerating();
    t.calls[1]!.options.onDelta('Sec');
    t.controller.stop();
    expect(t.shown()).toMatchObject({ failure: { stopped: true, partial: 'Sec' }, entry: { response: 'First', status: 'complete' } });

    t.controller.regenerate();
    t.calls[2]!.reject(new ReplyError('down', { status: 503, code: 'upstream_unavailable' }));
    await t.settle();
    expect(t.shown()).toMatchObject({ failure: { stopped: false }, entry: { response: 'First' }, versions: [{ response: 'First' }] });
    // Coming back to the pair shows its cached reply instead of the failure.
    t.controller.show('prompt B', DEFAULT_MODEL_ID);
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(t.shown().failure).toBeUndefined();
    expect(t.calls).toHaveLength(4);
  });

  it('regenerates a stopped reply, and ignores Regenerate while a call is in flight', async () => {
    const t = setup();
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    t.controller.regenerate();
    expect(t.calls).toHaveLength(1);
    t.controller.stop();
    t.controller.regenerate();
    expect(t.calls).toHaveLength(2);
    await answer(t, 1, 'Whole');
    expect(t.shown()).toMatchObject({ failure: undefined, versions: [{ response: 'Whole' }] });
  });
});

describe('the only writer of its cache', () => {
  it('gives its store out read-only: every change is one of its methods', () => {
    const { controller } = setup();
    expect(Object.keys(controller.store).sort()).toEqual(['getInitialState', 'getState', 'subscribe']);
    // @ts-expect-error A second writer of the cache does not compile.
    expect(controller.store.setState).toBeUndefined();
    expect(controller.view('other').store).toBe(controller.store);
  });
});

describe('views of one cache (a comparison’s articles)', () => {
  it('each shows its own pair; a reply completed for one shows in another at once, without a call', async () => {
    const t = setup();
    const other = t.controller.view('other');
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    other.show('prompt A', OTHER_MODEL);
    expect(t.calls.map((c) => c.request.modelName)).toEqual([DEFAULT_MODEL_ID, OTHER_MODEL]);
    await answer(t, 1, 'Other reply');
    expect(selectShownReply(t.controller.store.getState(), 'other').entry?.response).toBe('Other reply');
    // The single reply moves to that model (`Use this model`): the cache has it.
    t.controller.show('prompt A', OTHER_MODEL);
    expect(t.calls).toHaveLength(2);
    expect(t.shown().entry?.response).toBe('Other reply');
    expect(t.controller.view('other')).toBe(other);
  });

  it('stops, fails and pages per view: the other views keep what they show', async () => {
    const t = setup();
    const other = t.controller.view('other');
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    other.show('prompt A', OTHER_MODEL);
    other.stop();
    expect(t.calls.map((c) => c.options.signal.aborted)).toEqual([false, true]);
    expect(selectReplyStatus(t.controller.store.getState(), 'other')).toBe('stopped');
    expect(selectReplyStatus(t.controller.store.getState())).toBe('sending');
    other.regenerate();
    t.calls[2]!.reject(new ReplyError('down', { status: 503, code: 'upstream_unavailable' }));
    await t.settle();
    expect(selectReplyStatus(t.controller.store.getState(), 'other')).toBe('failed');
    expect(t.shown().failure).toBeUndefined();
  });

  it('leaves no more calls running for pairs no view shows than MAX_HIDDEN_REPLY_CALLS, across views', () => {
    const t = setup();
    const other = t.controller.view('other');
    const prompts = Array.from({ length: MAX_HIDDEN_REPLY_CALLS + 1 }, (_, i) => `prompt ${i}`);
    for (const prompt of prompts) other.show(prompt, OTHER_MODEL);
    t.controller.show('prompt 0', OTHER_MODEL); // on show in the single reply: not stopped
    other.hide();
    expect(t.calls.map((c) => c.options.signal.aborted)).toEqual(prompts.map(() => false));
  });
});

describe('the reply status (selectReplyStatus), as the transport reports it', () => {
  it('goes idle, sending, streaming, complete; and failed or stopped for a call that did not complete', async () => {
    const t = setup();
    const status = () => selectReplyStatus(t.controller.store.getState());
    expect(status()).toBe('idle');
    t.controller.show('prompt A', DEFAULT_MODEL_ID);
    expect(status()).toBe('sending');
    t.calls[0]!.options.onWait?.({ kind: 'queued', ahead: 1 });
    expect(status()).toBe('sending');
    t.calls[0]!.options.onDelta('Hel');
    t.runFlushes();
    expect(status()).toBe('streaming');
    t.calls[0]!.resolve();
    await t.settle();
    expect(status()).toBe('complete');
    t.controller.regenerate();
    t.controller.stop();
    expect(status()).toBe('stopped');
    t.controller.forgetStop();
    expect(status()).toBe('complete'); // the last complete reply, still cached
    t.controller.show('prompt B', DEFAULT_MODEL_ID);
    t.calls[2]!.reject(new ReplyError('down', { status: 503, code: 'upstream_unavailable' }));
    await t.settle();
    expect(status()).toBe('failed');
    t.controller.hide();
    expect(status()).toBe('idle');
  });
});
