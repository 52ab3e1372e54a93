import { RESET_RELOAD_DELAY_MS, RESET_STORAGE_KEYS } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { reloadPage } from '../lib/reload-page';
import { removeStored } from '../lib/storage';
import { showSuccess } from '../ui/toast';

/**
 * SPEC.md section 4, Reset all, once the person confirmed (reset-dialog.tsx): forget the stored
 * model, tabs and persona, say so, and reload so every store starts again from its defaults.
 */
export function resetAllData(): void {
  for (const key of RESET_STORAGE_KEYS) removeStored(key);
  showSuccess(MESSAGES.resetDone);
  // The delay lets the user read the toast before the page goes.
  window.setTimeout(reloadPage, RESET_RELOAD_DELAY_MS);
}
