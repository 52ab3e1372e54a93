/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { MODELS_API_PATH } from '../../shared/api-contract';
import { OFFLINE_CACHES } from '../lib/offline-caches';

declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
// No directory index: `/` must not be answered from the precache, or a reload after a deploy
// would get the old index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

// Page routes: the network first, so a reload gets the deployed page; offline, the precached shell.
// /api/ and /metrics are never page routes; requests the worker does not route go to the network.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/metrics$/] },
  ),
);

// The browser's model (DESIGN.md, No key needed) answers offline: its runtime (the one .wasm, too
// large to precache for every visitor) is kept once it was first used (lib/offline-caches.ts), and
// the model list as last read, so that a reload with no network still offers the model. The model
// file itself is in OPFS, never here.
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'), new CacheFirst({ cacheName: OFFLINE_CACHES.runtimes }));
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === MODELS_API_PATH, new NetworkFirst({ cacheName: OFFLINE_CACHES.modelList }));

// workbox-window's messageSkipWaiting(), sent when the person chooses `Reload`.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
