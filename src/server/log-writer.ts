import type { LogLine } from './middleware/request-log';
import { createBatchedWriter } from './routes/batched-writer';

/** Where the lines go: stdout in main.ts (a file or pipe, written synchronously on Linux). */
export type WriteOut = (text: string) => void;

export interface BatchedLog {
  log: LogLine;
  /** Writes what waits now (on exit: nothing may be lost). */
  flush(): void;
}

/**
 * The request log writes one line per request; one write per line costs a system call each, a
 * share of a proxied call's CPU that grows with the load (bench/proxy-overhead.ts). Lines wait for the end
 * of the current turn of the event loop and leave together in one write, in order: the streams'
 * batched writer with no window.
 */
export function createBatchedLog(write: WriteOut): BatchedLog {
  const writer = createBatchedWriter(write, 0);
  return { log: (line) => writer.add(`${line}\n`), flush: writer.flush };
}
