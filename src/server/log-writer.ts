import type { LogLine } from './middleware/request-log';

/** Where the lines go: stdout in main.ts (a file or pipe, written synchronously on Linux). */
export type WriteOut = (text: string) => void;

export interface BatchedLog {
  log: LogLine;
  /** Writes what waits now (on exit: nothing may be lost). */
  flush(): void;
}

/**
 * The request log writes one line per request; one write per line cost a system call each, about
 * a tenth of the server's CPU per proxied call (bench/proxy-overhead.ts). Lines wait for the end
 * of the current turn of the event loop and leave together in one write, in order.
 */
export function createBatchedLog(write: WriteOut): BatchedLog {
  let waiting = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting === '') return;
    const text = waiting;
    waiting = '';
    write(text);
  };
  return {
    log(line) {
      waiting += `${line}\n`;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
