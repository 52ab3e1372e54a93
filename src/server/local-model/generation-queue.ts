/** A call waiting for a place, told its position as it moves. */
interface Waiter {
  admit: () => void;
  onPosition: (ahead: number) => void;
  told: number;
}

export interface GenerationQueue {
  /**
   * Takes a place: at once while fewer than `parallel` replies are being generated, else in line
   * (`onPosition` hears how many calls are ahead, those being generated included). Returns false,
   * taking nothing, when the line is full. `admitted` settles when the call may generate; `leave`
   * frees its place (waiting or generating) and is safe to call more than once.
   */
  join(onPosition: (ahead: number) => void): { admitted: Promise<void>; leave: () => void } | undefined;
  /** Calls waiting now (for /metrics). */
  waiting(): number;
}

/** First come, first served, `parallel` at a time, at most `maxWaiting` in line (LOCAL_MODEL_QUEUE). */
export function createGenerationQueue(parallel: number, maxWaiting: number): GenerationQueue {
  let running = 0;
  const line: Waiter[] = [];

  const tell = () =>
    line.forEach((waiter, index) => {
      const ahead = running + index;
      if (ahead !== waiter.told) {
        waiter.told = ahead;
        waiter.onPosition(ahead);
      }
    });
  const admitNext = () => {
    while (running < parallel && line.length > 0) {
      running++;
      line.shift()?.admit();
    }
    tell();
  };

  return {
    join(onPosition) {
      if (running < parallel && line.length === 0) {
        running++;
        return { admitted: Promise.resolve(), leave: once(() => release()) };
      }
      if (line.length >= maxWaiting) return undefined;
      let admitted = false;
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((r) => (resolve = r));
      const waiter: Waiter = {
        admit: () => {
          admitted = true;
          resolve();
        },
        onPosition,
        told: -1,
      };
      line.push(waiter);
      tell();
      return {
        admitted: promise,
        leave: once(() => {
          if (admitted) return release();
          line.splice(line.indexOf(waiter), 1);
          tell();
        }),
      };
    },
    waiting: () => line.length,
  };

  function release() {
    running--;
    admitNext();
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
