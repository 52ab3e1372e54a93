import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWhenNeeded } from './start-when-needed';

/** A stand-in for the submission store's subscribe: `act()` is the person typing or submitting. */
function person() {
  const listeners = new Set<() => void>();
  return {
    onAsked: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    act: () => [...listeners].forEach((listener) => listener()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startWhenNeeded', () => {
  it('starts once when the page is idle, and not again as the person acts', () => {
    const { onAsked, act } = person();
    const start = vi.fn(() => Promise.resolve());
    startWhenNeeded(start, onAsked);
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    act();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once when the person acts before the page is idle, and not again when it is', () => {
    const { onAsked, act } = person();
    const start = vi.fn(() => Promise.resolve());
    startWhenNeeded(start, onAsked);
    act();
    expect(start).toHaveBeenCalledOnce();
    vi.runAllTimers();
    act();
    expect(start).toHaveBeenCalledOnce();
  });

  it('tries a failed start again the next time the person acts', async () => {
    const { onAsked, act } = person();
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    startWhenNeeded(start, onAsked);
    vi.runAllTimers();
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    await Promise.resolve();
    act();
    expect(start).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    act();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
