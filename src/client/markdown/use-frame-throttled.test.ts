import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFrameThrottled } from './use-frame-throttled';

let queue: FrameRequestCallback[] = [];
let clock = 0;

/** Runs the frame callbacks requested so far, as a frame starting now. */
function frame(): void {
  const callbacks = queue;
  queue = [];
  act(() => callbacks.forEach((callback) => callback(clock)));
}

beforeEach(() => {
  queue = [];
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useFrameThrottled', () => {
  it('shows the latest value once a frame while throttled', () => {
    const { result, rerender } = renderHook(({ value }) => useFrameThrottled(value, true), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    rerender({ value: 'abc' });
    expect(result.current).toBe('a');
    clock += 16;
    frame();
    expect(result.current).toBe('abc');
  });

  it('shows at most one new value in a frame, even when another callback of that frame comes late', () => {
    const { result, rerender } = renderHook(({ value }) => useFrameThrottled(value, true), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    clock += 16;
    frame();
    const frameStart = clock;
    rerender({ value: 'abc' });
    clock += 5;
    act(() => queue.splice(0).forEach((callback) => callback(frameStart)));
    expect(result.current).toBe('ab');
    clock += 11;
    frame();
    expect(result.current).toBe('abc');
  });

  it('shows the value at once when not throttled', () => {
    const { result, rerender } = renderHook(({ value, throttle }) => useFrameThrottled(value, throttle), {
      initialProps: { value: 'a', throttle: true },
    });
    rerender({ value: 'abc', throttle: false });
    expect(result.current).toBe('abc');
  });
});
