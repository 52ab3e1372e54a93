/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

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

// workbox-window's messageSkipWaiting(), sent when the person chooses `Reload`.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
