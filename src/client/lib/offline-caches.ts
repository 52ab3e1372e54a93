/*
 * The service worker's caches that the page also fills (pwa/service-worker.ts): what the browser's
 * model needs to answer offline. The page adds them itself once the model first runs, because on a
 * first visit the worker does not yet handle the page's requests.
 */
export const OFFLINE_CACHES = {
  /** The model's WebAssembly runtime: its name carries its hash, so a copy never goes stale. */
  runtimes: 'runtimes',
  /** The last model list read, so that an offline reload still offers the browser's model. */
  modelList: 'model-list',
} as const;

/** Keeps `urls` in `cache` where the browser has the Cache API; a failure only costs offline use. */
export async function keepForOffline(cache: string, urls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await (await caches.open(cache)).addAll(urls);
  } catch {
    // Storage full or the network gone: the next use tries again.
  }
}
