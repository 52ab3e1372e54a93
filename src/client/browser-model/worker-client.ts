import type { FromWorker, ToWorker } from './worker-protocol';

type Request = ToWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;
type Listener = (event: FromWorker) => void;

/** The browser model's worker as the page talks to it: requests by id, each with its events. */
export interface ModelWorker {
  /** Sends `request` and hands its events to `listener` until one ends it (ready, done, stored, removed, failed). */
  request(request: Request, listener: Listener): { id: number; ended: Promise<FromWorker> };
  /** Sends a message about an earlier request (cancel, stop). */
  send(message: ToWorker): void;
}

const ENDINGS = new Set<FromWorker['type']>(['ready', 'done', 'stored', 'removed', 'failed']);

/** Speaks the protocol of worker-protocol.ts over `worker` (the real one, or a test's fake). */
export function createModelWorker(worker: Pick<Worker, 'postMessage' | 'addEventListener'>): ModelWorker {
  let lastId = 0;
  const listeners = new Map<number, Listener>();
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => listeners.get(event.data.id)?.(event.data));
  return {
    request(request, listener) {
      const id = ++lastId;
      const ended = new Promise<FromWorker>((resolve) => {
        listeners.set(id, (event) => {
          listener(event);
          if (!ENDINGS.has(event.type)) return;
          listeners.delete(id);
          resolve(event);
        });
      });
      worker.postMessage({ ...request, id } as ToWorker);
      return { id, ended };
    },
    send: (message) => worker.postMessage(message),
  };
}

let shared: ModelWorker | undefined;
/** The page's one model worker, started at the browser model's first use. */
export function modelWorker(): ModelWorker {
  shared ??= createModelWorker(new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module', name: 'browser-model' }));
  return shared;
}
