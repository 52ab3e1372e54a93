import { afterEach, describe, expect, it, vi } from 'vitest';
import { STREAM_WRITE_WINDOW_MS } from '../../shared/config/scale-limits';
import { createBatchedWriter } from './batched-writer';

afterEach(() => {
  vi.useRealTimers();
});

describe('a stream’s writes', () => {
  it('writes the first pieces at the end of the turn, then at most once per window, and at once on flush', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'] });
    const writes: string[] = [];
    const writer = createBatchedWriter((text) => writes.push(text), STREAM_WRITE_WINDOW_MS);
    writer.add('a');
    writer.add('b');
    expect(writes).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(writes).toEqual(['ab']);
    writer.add('c');
    vi.advanceTimersByTime(STREAM_WRITE_WINDOW_MS / 2);
    writer.add('d');
    expect(writes).toEqual(['ab']);
    vi.advanceTimersByTime(STREAM_WRITE_WINDOW_MS / 2);
    expect(writes).toEqual(['ab', 'cd']);
    writer.add('e');
    writer.flush();
    expect(writes).toEqual(['ab', 'cd', 'e']);
    vi.advanceTimersByTime(STREAM_WRITE_WINDOW_MS * 2);
    expect(writes).toEqual(['ab', 'cd', 'e']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
