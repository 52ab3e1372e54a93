import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameBatcher, nextFrame } from './frame-batcher';

let queue: FrameRequestCallback[] = [];

/** Runs the frame callbacks requested so far, as callbacks of a frame that started at `frameStart`. */
function frame(frameStart: number): void {
  queue.splice(0).forEach((callback) => callback(frameStart));
}

beforeEach(() => {
  queue = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the frame batcher', () => {
  it('hands on every item gathered before a frame together, once', () => {
    const apply = vi.fn();
    const batcher = createFrameBatcher<string>(nextFrame(), apply);
    for (const piece of ['a', 'b', 'c']) batcher.add(piece);
    expect(apply).not.toHaveBeenCalled();
    frame(16);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(['a', 'b', 'c']);
    frame(32);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('flushes at once on demand, and then has nothing left for the frame', () => {
    const apply = vi.fn();
    const batcher = createFrameBatcher<string>(nextFrame(), apply);
    batcher.add('a');
    batcher.flush();
    expect(apply).toHaveBeenCalledWith(['a']);
    frame(16);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('flushes at most once in a frame, even when another callback of that frame comes late', () => {
    const apply = vi.fn();
    const batcher = createFrameBatcher<string>(nextFrame(), apply);
    batcher.add('a');
    frame(16);
    batcher.add('b');
    frame(16); // a late callback of the frame that already flushed
    expect(apply.mock.calls).toEqual([[['a']]]);
    frame(32);
    expect(apply.mock.calls).toEqual([[['a']], [['b']]]);
  });
});
