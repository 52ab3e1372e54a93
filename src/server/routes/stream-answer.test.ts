import { afterEach, describe, expect, it, vi } from 'vitest';
import { STREAM_WRITE_WINDOW_MS, STREAM_WRITES_AHEAD } from '../../shared/config/scale-limits';
import { createDeadline } from '../deadline';
import { createServerMetrics } from '../metrics/server-metrics';
import type { ChatEventSink, ChatProvider, ChatStream } from '../providers/chat-provider';
import { answerStream } from './stream-answer';

/** Past the window in which pieces are written together (the next piece is a write of its own); the clock is the test's. */
const nextWrite = () => vi.advanceTimersByTimeAsync(STREAM_WRITE_WINDOW_MS);

afterEach(() => {
  vi.useRealTimers();
});

/** A provider whose stream the test drives: what it was told (pause, resume, cancel) is recorded. */
function drivenProvider() {
  const told: string[] = [];
  let sink: ChatEventSink | undefined;
  const stream: ChatStream = {
    read: (target) => void (sink = target),
    pause: () => void told.push('pause'),
    resume: () => void told.push('resume'),
    cancel: () => void told.push('cancel'),
  };
  const provider = { stream: async () => stream } as unknown as ChatProvider;
  return { provider, told, sink: () => sink! };
}

const chat = { model: { id: 'm', reasons: false, maxCompletionTokens: 10 }, query: 'q' };
const call = () => ({ endCalls: new AbortController().signal, metrics: createServerMetrics(), labels: { provider: 'p', model: 'm' } });

describe('forwarding a streamed reply', () => {
  it('writes the pieces that arrive together in one write, and the end at once', async () => {
    const { provider, sink } = drivenProvider();
    const answer = await answerStream(provider, chat, createDeadline(10_000, new AbortController().signal), call());
    const reader = answer.body.getReader();
    sink().events([{ type: 'delta', text: 'one ' }]);
    sink().events([{ type: 'delta', text: 'two ' }]);
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('data: {"type":"delta","text":"one "}\n\ndata: {"type":"delta","text":"two "}\n\n');
    sink().events([{ type: 'done' }]);
    sink().end();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^data: \{"type":"done","durationMs":\d+\}\n\n$/);
    expect((await reader.read()).done).toBe(true);
    expect(await answer.outcome).toBe('done');
  });

  it('pauses the provider while the client is behind by more than a few writes, and resumes when it reads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'] });
    const { provider, told, sink } = drivenProvider();
    const answer = await answerStream(provider, chat, createDeadline(10_000, new AbortController().signal), call());
    const reader = answer.body.getReader();
    for (let i = 0; i < STREAM_WRITES_AHEAD; i++) {
      expect(told).not.toContain('pause');
      sink().events([{ type: 'delta', text: `${i} ` }]);
      await nextWrite();
    }
    expect(told).toContain('pause');
    const resumesBefore = told.filter((t) => t === 'resume').length;
    for (let i = 0; i < STREAM_WRITES_AHEAD; i++) await reader.read();
    expect(told.filter((t) => t === 'resume').length).toBeGreaterThan(resumesBefore);
    await reader.cancel();
  });

  it('cancels the provider’s stream when the client leaves, and counts the call as client_closed', async () => {
    const { provider, told } = drivenProvider();
    const answer = await answerStream(provider, chat, createDeadline(10_000, new AbortController().signal), call());
    await answer.body.cancel();
    expect(told).toContain('cancel');
    expect(await answer.outcome).toBe('client_closed');
  });
});
