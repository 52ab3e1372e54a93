import type { Comparison } from './changes-model';
import type { ReplyComparer } from './compare-reply';

/** What the page asks of the worker: read a streaming reply so far, or compare a complete one. */
export type WorkerMessage =
  | { type: 'prepare'; markdown: string }
  | { type: 'compare'; id: number; original: string; markdown: string; streaming?: boolean };
export interface CompareResponse {
  id: number;
  /** null when the comparison failed. */
  comparison: Comparison | null;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (comparison: Comparison | null) => void>();

/** One worker for the page's life, started with the view's code so its start-up is paid before a reply ends. */
function comparisonWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./compare-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<CompareResponse>) => {
    waiting.get(event.data.id)?.(event.data.comparison);
    waiting.delete(event.data.id);
  };
  worker.onerror = () => {
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  return worker;
}

export function warmComparison(): void {
  if (typeof Worker !== 'undefined') comparisonWorker();
}

// Where there are no workers (the unit tests' DOM), the comparison runs here, loaded on first use.
let inThread: Promise<ReplyComparer> | undefined;
const inThreadComparer = () => (inThread ??= import('./compare-reply').then((m) => m.createReplyComparer()));

/** Hands the worker the reply so far while it streams (see ReplyComparer.prepare). */
export function prepareComparison(markdown: string): void {
  if (typeof Worker === 'undefined') void inThreadComparer().then((comparer) => comparer.prepare(markdown));
  else comparisonWorker().postMessage({ type: 'prepare', markdown } satisfies WorkerMessage);
}

/**
 * Compares in the worker (a reply still `streaming` read as such); where there are no workers (the unit tests' DOM), in this thread after
 * loading the comparison's code. Resolves null when the comparison fails.
 */
export function runComparison(original: string, markdown: string, streaming = false): Promise<Comparison | null> {
  if (typeof Worker === 'undefined') return inThreadComparer().then((comparer) => comparer.compare(original, markdown, streaming)).catch(() => null);
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    comparisonWorker().postMessage({ type: 'compare', id, original, markdown, streaming } satisfies WorkerMessage);
  });
}
