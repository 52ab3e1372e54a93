import { DEFAULT_TOAST_MS } from '../../shared/config/app-config';

// One toast at a time: every toast shares one id, so a new one replaces the last and restarts its timer.
const TOAST_ID = 'app-toast';

// sonner loads on demand (and with the lazy Toaster after the first paint), keeping it out of the
// first-load budget. A toast raised before the Toaster mounts is shown when it subscribes.
const loadSonner = () => import('sonner');

/** A button in the toast (a phone has no keyboard shortcut for it). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * Sonner hands the focus back to where it was before the toaster had it when the focus leaves the
 * toaster; leaving it first lets the action place the focus itself (e.g. on a restored tab).
 */
function withFocusReleased(action: ToastAction): ToastAction {
  return {
    label: action.label,
    onClick: () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      action.onClick();
    },
  };
}

export function showSuccess(message: string, durationMs: number = DEFAULT_TOAST_MS, action?: ToastAction): void {
  void loadSonner().then(({ toast }) => {
    toast.dismiss(TOAST_ID);
    toast.success(message, { id: TOAST_ID, duration: durationMs, ...(action && { action: withFocusReleased(action) }) });
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
