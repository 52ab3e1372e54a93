import type { Comparison } from './changes-model';

export interface CompareRequest {
  id: number;
  original: string;
  markdown: string;
}
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

/**
 * Compares in the worker; where there are no workers (the unit tests' DOM), in this thread after
 * loading the comparison's code. Resolves null when the comparison fails.
 */
export function runComparison(original: string, markdown: string): Promise<Comparison | null> {
  if (typeof Worker === 'undefined') {
    return import('./compare-reply').then(({ compareReply }) => compareReply(original, markdown)).catch(() => null);
  }
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    comparisonWorker().postMessage({ id, original, markdown } satisfies CompareRequest);
  });
}
