import { DEFAULT_TOAST_MS } from '../../shared/config/app-config';

// One toast at a time: every toast shares one id, so a new one replaces the last and restarts its timer.
const TOAST_ID = 'app-toast';

// sonner loads on demand (and with the lazy Toaster after the first paint), keeping it out of the
// first-load budget. A toast raised before the Toaster mounts is shown when it subscribes.
const loadSonner = () => import('sonner');

export function showSuccess(message: string, durationMs: number = DEFAULT_TOAST_MS): void {
  void loadSonner().then(({ toast }) => {
    toast.dismiss(TOAST_ID);
    toast.success(message, { id: TOAST_ID, duration: durationMs });
  });
}

export function showError(message: string, durationMs: number = DEFAULT_TOAST_MS): void {
  void loadSonner().then(({ toast }) => {
    toast.dismiss(TOAST_ID);
    toast.error(message, { id: TOAST_ID, duration: durationMs });
  });
}

/** A toast that stays until the person acts on its button or closes it (e.g. `Reload` for a new version). */
export function showAction(message: string, action: { label: string; onClick: () => void }): void {
  void loadSonner().then(({ toast }) => {
    toast.dismiss(TOAST_ID);
    toast(message, { id: TOAST_ID, duration: Number.POSITIVE_INFINITY, action, closeButton: true });
  });
}
