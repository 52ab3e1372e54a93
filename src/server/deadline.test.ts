import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeadline } from './deadline';
import { createServerLifecycle } from './server-lifecycle';

afterEach(() => {
  vi.useRealTimers();
});

describe('a call’s deadline', () => {
  it('fires `ms` after the last touch, and only then', () => {
    vi.useFakeTimers();
    const deadline = createDeadline(100, new AbortController().signal);
    vi.advanceTimersByTime(80);
    deadline.touch();
    vi.advanceTimersByTime(80);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(30);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
  });

  it('fires at `maxTotalMs` however often it is touched', () => {
    vi.useFakeTimers();
    const deadline = createDeadline(100, new AbortController().signal, 250);
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(60);
      deadline.touch();
    }
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(20);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
  });

  it('follows its parent (the shutdown) and the client leaving, neither counted as a timeout; clear leaves no timer', () => {
    vi.useFakeTimers();
    const parent = new AbortController();
    const shut = createDeadline(100, parent.signal);
    parent.abort(new Error('server shutting down'));
    expect(shut.signal.aborted && !shut.timedOut()).toBe(true);
    const left = createDeadline(100, new AbortController().signal);
    left.abort();
    expect(left.signal.aborted && !left.timedOut()).toBe(true);
    const done = createDeadline(100, new AbortController().signal);
    done.clear();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets hundreds of calls in flight listen for the shutdown without a leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const lifecycle = createServerLifecycle();
    const deadlines = Array.from({ length: 300 }, () => createDeadline(10_000, lifecycle.endCalls));
    await new Promise((r) => setImmediate(r));
    process.off('warning', onWarning);
    deadlines.forEach((d) => d.clear());
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});
