import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOAD_TIMEOUT_MS } from '../../shared/config/app-config';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work in a browser that is never idle, once the timeout has passed', () => {
    vi.useFakeTimers();
    // A browser with no idle moment at all: a callback runs only at its timeout, when it has one.
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => {
      if (options?.timeout !== undefined) setTimeout(callback, options.timeout);
      return 1;
    });
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(IDLE_LOAD_TIMEOUT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work)();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
