import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameBatcher, nextFrame } from './frame-batcher';

let queue: FrameRequestCallback[] = [];

/** Runs the frame callbacks requested so far, as callbacks of a frame that started at `frameStart`. */
function frame(frameStart: number): void {
  queue.splice(0).forEach((callback) => callback(frameStart));
}

/** A batcher of pieces on the page's schedule, and what it handed on, flush by flush. */
function pieces(...added: string[]) {
  const flushes: string[][] = [];
  const batcher = createFrameBatcher<string>(nextFrame(), (items) => flushes.push(items));
  added.forEach(batcher.add);
  return { batcher, flushes };
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
    const { flushes } = pieces('a', 'b', 'c');
    expect(flushes).toEqual([]);
    frame(16);
    frame(32);
    expect(flushes).toEqual([['a', 'b', 'c']]);
  });

  it('flushes at once on demand, and then has nothing left for the frame', () => {
    const { batcher, flushes } = pieces('a');
    batcher.flush();
    expect(flushes).toEqual([['a']]);
    frame(16);
    expect(flushes).toEqual([['a']]);
  });

  it('flushes at most once in a frame, even when another callback of that frame comes late', () => {
    const { batcher, flushes } = pieces('a');
    frame(16);
    batcher.add('b');
    frame(16); // a late callback of the frame that already flushed
    expect(flushes).toEqual([['a']]);
    frame(32);
    expect(flushes).toEqual([['a'], ['b']]);
  });
});
