import { RESET_RELOAD_DELAY_MS, RESET_STORAGE_KEYS } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { reloadPage } from '../lib/reload-page';
import { removeStored } from '../lib/storage';
import { showSuccess } from '../ui/toast';

/**
 * SPEC.md section 4, Reset all: after the user confirms, forget the stored model, tabs and persona,
 * say so, and reload so every store starts again from its defaults. Returns whether it reset.
 */
export function resetAllData(): boolean {
  if (!window.confirm(MESSAGES.resetConfirm)) return false;
  for (const key of RESET_STORAGE_KEYS) removeStored(key);
  showSuccess(MESSAGES.resetDone);
  // The delay lets the user read the toast before the page goes.
  window.setTimeout(reloadPage, RESET_RELOAD_DELAY_MS);
  return true;
}
