import { toast } from 'sonner';
import { DEFAULT_TOAST_MS } from '../../shared/config/app-config';

// One toast at a time: every toast shares one id, so a new one replaces the last and restarts its timer.
const TOAST_ID = 'app-toast';

export function showSuccess(message: string, durationMs: number = DEFAULT_TOAST_MS): void {
  toast.dismiss(TOAST_ID);
  toast.success(message, { id: TOAST_ID, duration: durationMs });
}

export function showError(message: string, durationMs: number = DEFAULT_TOAST_MS): void {
  toast.dismiss(TOAST_ID);
  toast.error(message, { id: TOAST_ID, duration: durationMs });
}
