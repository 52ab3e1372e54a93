import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_MODEL_ID } from '../../../shared/config/models';
import { MAX_RESET_MS } from '../../../shared/rate-limit-headers';
import { createReplyController } from '../reply-controller';
import { startFromText } from './document-session';
import { scriptedStreamReply } from '../../../../tests/unit/scripted-stream-reply';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Four paragraphs of one part each. */
const TEXT = ['First part.', 'Second part.', 'Third part.', 'Fourth part.'].join('\n\n');
const PLAN = { partMaxChars: 'Second part.'.length, combine: false };

it('a new document after Stop waits for nothing the stopped one was told to wait for', async () => {
  const { calls, streamReply } = scriptedStreamReply({ rejectOnAbort: true });
  const scheduleFlush = (flush: () => void) => queueMicrotask(flush);
  const { records } = createReplyController({ streamReply, now: Date.now, scheduleFlush });
  const session = { streamReply, now: Date.now, scheduleFlush, records };
  const request = { text: TEXT, instruction: 'Rewrite it.', modelId: DEFAULT_MODEL_ID, provider: 'groq', plan: PLAN };

  const first = startFromText(session, request);
  // A hostile provider: nothing left, for as long as the headers may say.
  calls[0]!.options.onLimits?.({ remainingTokens: 0, tokensResetMs: MAX_RESET_MS, remainingRequests: 0, requestsResetMs: MAX_RESET_MS });
  calls[0]!.options.onDelta('ONE');
  calls[0]!.resolve();
  await vi.advanceTimersByTimeAsync(0);
  expect(first.store.getState().parts.some((part) => part.status === 'waiting')).toBe(true);
  first.stop();

  const sentBefore = calls.length;
  const second = startFromText(session, { ...request, text: TEXT.replace('First', 'New') });
  await vi.advanceTimersByTimeAsync(0);
  expect(calls.length - sentBefore).toBe(2); // two parts at once, no wait
  expect(second.store.getState().parts.some((part) => part.status === 'waiting')).toBe(false);
});
