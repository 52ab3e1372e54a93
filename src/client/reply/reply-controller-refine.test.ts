import { describe, expect, it, vi } from 'vitest';
import { errorCause } from '../../shared/config/error-messages';
import { DEFAULT_MODEL_ID } from '../../shared/config/models';
import { scriptedStreamReply } from '../../../tests/unit/scripted-stream-reply';
import type { RefineCall } from './reply-controller';
import { createReplyController } from './reply-controller';
import { ReplyError } from './reply-error';
import { selectShownReply } from './reply-state';

/* DESIGN.md, Refine: a follow-up streams in place as a new version; one that does not complete changes nothing. */

async function withReply(first = 'First reply.') {
  const { calls, streamReply } = scriptedStreamReply();
  let clock = 0;
  const flushes: (() => void)[] = [];
  const controller = createReplyController({ streamReply, now: () => clock, scheduleFlush: (f) => flushes.push(f) });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const runFlushes = () => flushes.splice(0).forEach((f) => f());
  controller.show('the prompt', DEFAULT_MODEL_ID);
  calls[0]!.options.onDelta(first);
  runFlushes();
  calls[0]!.resolve();
  await settle();
  const shown = () => selectShownReply(controller.store.getState());
  const advance = (ms: number) => (clock += ms);
  return { controller, calls, settle, runFlushes, shown, advance };
}

const call = (overrides: Partial<RefineCall> = {}): RefineCall => ({
  followUp: { reply: 'First reply.', instruction: 'Shorter' },
  compose: (received) => received,
  onEnd: vi.fn(),
  ...overrides,
});

describe('a refinement', () => {
  it('sends the prompt with the version on show, streams in place and becomes the newest version', async () => {
    const t = await withReply();
    const refine = call();
    t.controller.refine(refine);
    expect(t.calls[1]!.request).toEqual({ provider: 'groq', query: 'the prompt', modelName: DEFAULT_MODEL_ID, followUp: refine.followUp });
    expect(t.shown().entry).toMatchObject({ status: 'sending', response: '' });
    t.calls[1]!.options.onDelta('Short');
    t.runFlushes();
    expect(t.shown().entry?.response).toBe('Short');
    t.advance(500);
    t.calls[1]!.resolve();
    await t.settle();
    expect(refine.onEnd).toHaveBeenCalledWith(null);
    const { versions, shownIndex, entry } = t.shown();
    expect(versions.map((v) => v.response)).toEqual(['First reply.', 'Short']);
    expect(shownIndex).toBe(1);
    expect(entry).toMatchObject({ status: 'complete', response: 'Short', timeToResponse: 0.5 });
  });

  it('shows a passage streaming into the version it came from', async () => {
    const t = await withReply('Intro.\n\nOld passage.\n\nEnd.');
    t.controller.refine(call({ compose: (received) => `Intro.\n\n${received}\n\nEnd.` }));
    expect(t.shown().entry?.response).toBe('Intro.\n\n\n\nEnd.');
    t.calls[1]!.options.onDelta('New ');
    t.calls[1]!.options.onDelta('one.');
    t.runFlushes();
    expect(t.shown().entry?.response).toBe('Intro.\n\nNew one.\n\nEnd.');
  });

  it.each([
    { how: 'failed', end: (t: Awaited<ReturnType<typeof withReply>>) => t.calls.at(-1)!.reject(new ReplyError('busy', { status: 503, code: 'upstream_unavailable' })) },
    { how: 'stopped', end: (t: Awaited<ReturnType<typeof withReply>>) => t.controller.stop() },
  ])('that $how keeps the versions and the cache, shows no failure over the reply, and says why to the caller', async ({ how, end }) => {
    const t = await withReply();
    t.controller.regenerate();
    t.calls[1]!.options.onDelta('Second reply.');
    t.calls[1]!.resolve();
    await t.settle();
    t.controller.showVersion(0);
    const refine = call();
    t.controller.refine(refine);
    t.calls[2]!.options.onDelta('Half a');
    t.runFlushes();
    end(t);
    await t.settle();
    const { versions, entry, failure, shownIndex } = t.shown();
    expect(versions.map((v) => v.response)).toEqual(['First reply.', 'Second reply.']);
    // The version it refined is on show again: the controller puts it back, not its caller.
    expect(shownIndex).toBe(0);
    expect(entry).toMatchObject({ status: 'complete', response: 'Second reply.' });
    expect(failure).toBeUndefined();
    expect(refine.onEnd).toHaveBeenCalledWith(
      expect.objectContaining(how === 'stopped' ? { stopped: true } : { stopped: false, reason: errorCause('upstream_unavailable'), retryable: true }),
    );
  });

  it('is not sent while a reply to the pair streams', async () => {
    const t = await withReply();
    t.controller.regenerate();
    t.controller.refine(call());
    expect(t.calls).toHaveLength(2);
  });
});
