import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composePrompt } from '../../../shared/compose-prompt';
import { DOCUMENT_CONCURRENCY } from '../../../shared/config/long-document';
import { DEFAULT_MODEL_ID } from '../../../shared/config/models';
import { perCallTextLimit } from '../../../shared/document-plan';
import { MAX_RESET_MS } from '../../../shared/rate-limit-headers';
import { ReplyError } from '../reply-error';
import { abortableSleep } from './abortable-sleep';
import { resultOf } from './combine-call';
import type { ReplyRecords } from '../reply-controller';
import { startDocument } from './document-run';
import { progressOf } from './document-state';
import { splitDocument } from '../../lib/split-document';
import { createTokenPacer, estimateTokens } from './token-pacer';
import { scriptedStreamReply } from '../../../../tests/unit/scripted-stream-reply';

const INSTRUCTION = 'Rewrite it.';
const PARAGRAPHS = ['First part.', 'Second part.', 'Third part.', 'Fourth part.'];
const DOC = PARAGRAPHS.join('\n\n');

function setup({ combine = false, text = DOC, cache = new Map<string, string>(), partMaxChars = perCallTextLimit(INSTRUCTION) } = {}) {
  const { calls, streamReply } = scriptedStreamReply({ rejectOnAbort: true });
  const partCache: ReplyRecords = {
    cached: (prompt) => cache.get(prompt),
    record: (prompt, _model, _provider, response) => void cache.set(prompt, response),
  };
  const { lead, parts } = splitDocument(text, PARAGRAPHS[1]!.length); // one paragraph a part
  const run = startDocument(
    { streamReply, now: () => Date.now(), sleep: abortableSleep, pacer: createTokenPacer(), scheduleFlush: (flush) => queueMicrotask(flush), cache: partCache },
    { lead, parts, instruction: INSTRUCTION, modelId: DEFAULT_MODEL_ID, provider: 'groq', combine, partMaxChars },
  );
  const state = () => run.store.getState();
  const inFlight = () => calls.filter((c) => !c.aborted && !('done' in c));
  /** Answers call `i` with `text` and finishes it. */
  const answer = async (i: number, text: string) => {
    const call = calls[i]!;
    call.options.onDelta(text);
    Object.assign(call, { done: true });
    call.resolve();
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (i: number, error: unknown) => {
    Object.assign(calls[i]!, { done: true });
    calls[i]!.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, calls, state, inFlight, answer, fail, cache };
}

const promptOf = (text: string) => composePrompt(INSTRUCTION, text);
const serverError = () => new ReplyError('boom', { status: 502, code: 'upstream_error' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a long document', () => {
  it('sends its parts in order, two at a time, and joins the replies as the text was', async () => {
    const { calls, state, answer } = setup();
    expect(calls.map((c) => c.request.query)).toEqual([promptOf(PARAGRAPHS[0]!), promptOf(PARAGRAPHS[1]!)]);
    expect(DOCUMENT_CONCURRENCY).toBe(2);

    // The second reply arrives first: it shows at its own place, and the third part starts.
    await answer(1, 'TWO');
    expect(state().parts.map((p) => p.response)).toEqual(['', 'TWO', '', '']);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.request.query).toBe(promptOf(PARAGRAPHS[2]!));
    await answer(0, 'ONE');
    await answer(2, 'THREE');
    expect(state().timeToResponse).toBeNull();
    vi.advanceTimersByTime(1500);
    await answer(3, 'FOUR');
    expect(resultOf(state())).toBe('ONE\n\nTWO\n\nTHREE\n\nFOUR');
    expect(state().timeToResponse).toBe(1.5);
    expect(progressOf(state())).toEqual({ done: 4, total: 4 });
  });

  it('caches each part like any reply, so the same document again sends nothing', async () => {
    const first = setup();
    for (let i = 0; i < 4; i++) await first.answer(i, `R${i}`);
    const again = setup({ cache: first.cache });
    expect(again.calls).toHaveLength(0);
    expect(resultOf(again.state())).toBe('R0\n\nR1\n\nR2\n\nR3');
    expect(again.state().timeToResponse).toBe(0);
  });

  it('waits out a 429 for its Retry-After, shown as waiting, and holds back the other parts meanwhile', async () => {
    const { calls, state, answer, fail } = setup();
    const start = Date.now();
    await fail(0, new ReplyError('slow down', { status: 429, code: 'upstream_rate_limited', retryAfterSeconds: 7 }));
    expect(state().parts[0]).toMatchObject({ status: 'waiting', waitUntil: start + 7000 });
    expect(state().parts[0]?.error).toBeUndefined();
    await answer(1, 'TWO'); // the other part in flight ends; the next one waits for the same time
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.request.query).slice(2)).toEqual([promptOf(PARAGRAPHS[0]!), promptOf(PARAGRAPHS[2]!)]);
    expect(state().parts[0]?.status).toBe('sending');
  });

  it('sends a failed part once more, and keeps what the second try brings', async () => {
    const { calls, state, answer, fail } = setup();
    calls[0]!.options.onDelta('half of it');
    await fail(0, serverError());
    expect(calls[2]!.request.query).toBe(promptOf(PARAGRAPHS[0]!));
    expect(state().parts[0]).toMatchObject({ status: 'sending', response: '' });
    await answer(2, 'ONE');
    expect(state().parts[0]).toMatchObject({ status: 'done', response: 'ONE' });
  });

  it('shows the error of a part that fails twice at its place, keeps the others, and retries it alone', async () => {
    const { calls, state, answer, fail, run } = setup();
    await fail(0, serverError());
    await fail(2, serverError());
    expect(state().parts[0]).toMatchObject({ status: 'failed', error: { retryable: true, reason: expect.any(String) } });
    for (const i of [1, 3, 4]) await answer(i, `R${i}`);
    expect(state().parts.map((p) => p.status)).toEqual(['failed', 'done', 'done', 'done']);
    expect(state().timeToResponse).toBeNull();

    run.retryPart(0);
    expect(calls).toHaveLength(6);
    expect(calls[5]!.request.query).toBe(promptOf(PARAGRAPHS[0]!));
    await answer(5, 'R0');
    expect(resultOf(state())).toBe('R0\n\nR1\n\nR3\n\nR4');
    expect(state().timeToResponse).not.toBeNull();
  });

  it('stops every part: calls in flight are aborted, nothing more is sent, what arrived stays', async () => {
    const { calls, state, run } = setup();
    calls[0]!.options.onDelta('partial');
    await vi.advanceTimersByTimeAsync(0);
    run.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.aborted)).toEqual([true, true]);
    expect(state().parts.map((p) => p.status)).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
    expect(state().parts[0]?.response).toBe('partial');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('stops a part that waits out a rate limit at once', async () => {
    const { calls, state, fail, run } = setup();
    await fail(0, new ReplyError('slow down', { status: 429, code: 'rate_limited', retryAfterSeconds: 30 }));
    run.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    expect(state().parts[0]?.status).toBe('stopped');
  });

  it('in a one-result mode, combines the replies with a last call under the same instruction', async () => {
    const { calls, state, answer } = setup({ combine: true });
    await answer(0, 'S0');
    expect(resultOf(state())).toBe('S0\n\n\n\n\n\n'); // the parts' replies show until the result begins
    for (let i = 1; i < 4; i++) await answer(i, `S${i}`);
    expect(calls).toHaveLength(5);
    expect(calls[4]!.request.query).toBe(promptOf('S0\n\nS1\n\nS2\n\nS3'));
    expect(state().combine?.status).toBe('sending');
    expect(progressOf(state())).toEqual({ done: 4, total: 5 });
    await answer(4, 'ONE SUMMARY');
    expect(resultOf(state())).toBe('ONE SUMMARY');
    expect(state().timeToResponse).not.toBeNull();
  });

  it('combines in rounds when the replies together are too long for one call', async () => {
    const { calls, state, answer } = setup({ combine: true });
    const long = (i: number) => `Reply ${i}. ${'word '.repeat(1_200)}`.trim(); // about 6,000 characters each
    for (let i = 0; i < 4; i++) await answer(i, long(i));
    // 24,000 characters do not fit one call: they go in two parts of a second round...
    expect(calls).toHaveLength(6);
    expect(calls[4]!.request.query).toBe(promptOf(`${long(0)}\n\n${long(1)}`));
    await answer(4, 'A');
    await answer(5, 'B');
    // ...whose two short replies one last call combines.
    expect(calls[6]!.request.query).toBe(promptOf('A\n\nB'));
    await answer(6, 'ONE');
    expect(resultOf(state())).toBe('ONE');
    expect(state().timeToResponse).not.toBeNull();
  });

  it('cuts the combining call by the model’s own limit, where its context is smaller than the server’s', async () => {
    const { calls, answer } = setup({ combine: true, partMaxChars: 40 });
    for (let i = 0; i < 4; i++) await answer(i, `The reply to part ${i}.`); // 20 characters each
    // 86 characters joined: more than one call of this model takes, so a second round in parts
    // (two at a time), where the server's limit would have made it one call.
    expect(calls).toHaveLength(6);
    expect(calls[4]!.request.query).toBe(promptOf('The reply to part 0.'));
  });

  it("waits before a part when the provider's token budget would not cover it", async () => {
    const { calls, answer } = setup();
    const need = estimateTokens(promptOf(PARAGRAPHS[2]!).length, DEFAULT_MODEL_ID);
    calls[0]!.options.onLimits?.({ remainingTokens: need - 1, tokensResetMs: 5_000 });
    await answer(0, 'ONE');
    expect(calls).toHaveLength(2); // the third part waits for the budget to reset
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(3);
  });

  it('waits at most as long as a Retry-After may be, whatever budget a provider reports', async () => {
    const { calls, answer } = setup();
    calls[0]!.options.onLimits?.({ remainingTokens: 0, tokensResetMs: 86_400_000 });
    await answer(0, 'ONE');
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(MAX_RESET_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
  });

  it('Send now ends every wait at once, and the calls after it do not wait on what was reported before', async () => {
    const { run, calls, state, answer, fail } = setup();
    await fail(0, new ReplyError('slow down', { status: 429, code: 'upstream_rate_limited', retryAfterSeconds: 60 }));
    calls[1]!.options.onLimits?.({ remainingTokens: 0, tokensResetMs: 60_000 });
    await answer(1, 'TWO');
    expect(calls).toHaveLength(2);
    run.sendNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.request.query).slice(2)).toEqual([promptOf(PARAGRAPHS[0]!), promptOf(PARAGRAPHS[2]!)]);
    expect(state().parts.every((part) => part.status !== 'waiting')).toBe(true);
  });
});
