/** What the page sends a waiting service worker when the person chooses `Reload`. */
export const SKIP_WAITING_MESSAGE = 'skip-waiting';
