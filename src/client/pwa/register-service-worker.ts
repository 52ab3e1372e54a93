import { showAction } from '../ui/toast';
import { PWA_LABELS } from './pwa-labels';

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker once the page has loaded (workbox-window loads then, off the first
 * paint). A new version waits until the person chooses `Reload` in the toast: it then takes over and
 * the page reloads on it, so a page never runs half old, half new.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox(SERVICE_WORKER_URL);
        workbox.addEventListener('waiting', () => {
          showAction(PWA_LABELS.updateReady, {
            label: PWA_LABELS.reload,
            onClick: () => {
              workbox.addEventListener('controlling', () => window.location.reload());
              workbox.messageSkipWaiting();
            },
          });
        });
        return workbox.register();
      })
      .catch((error: unknown) => {
        // Without a worker the page still works; it only cannot open offline.
        console.warn('The service worker could not be registered.', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
