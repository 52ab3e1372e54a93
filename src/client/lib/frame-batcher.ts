/** Runs `flush` once, soon; in the page, at the next animation frame (`nextFrame`). */
export type ScheduleFlush = (flush: () => void) => void;

export interface FrameBatcher<T> {
  /** Gathers one item; the first since the last flush schedules the next. */
  add(item: T): void;
  /** Hands on what is gathered now (a call ends, or starts again), instead of at the scheduled flush. */
  flush(): void;
}

/**
 * The one batcher of the reply path: what streams in between two frames (a reply's pieces, a long
 * document's parts) is handed on together, once per scheduled flush, so that a burst of pieces
 * costs one store update and one render a frame.
 */
export function createFrameBatcher<T>(schedule: ScheduleFlush, apply: (items: T[]) => void): FrameBatcher<T> {
  let pending: T[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    apply(items);
  };
  return {
    add(item) {
      pending.push(item);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    flush,
  };
}

/**
 * The page's schedule: the next animation frame, so the update renders before that frame paints.
 * One batcher never flushes twice in a frame: a flush whose frame already had one (a callback of
 * that frame that came late) waits for the next. A hidden tab gets no frames: what streamed in
 * meanwhile comes with the flush at the call's end.
 */
export function nextFrame(): ScheduleFlush {
  let lastFrame = -1;
  return (flush) => {
    const onFrame = (frameStart: number) => {
      if (frameStart === lastFrame) {
        requestAnimationFrame(onFrame);
        return;
      }
      lastFrame = frameStart;
      flush();
    };
    requestAnimationFrame(onFrame);
  };
}
