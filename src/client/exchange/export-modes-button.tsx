import { Download } from 'lucide-react';
import { EXCHANGE_LABELS } from './exchange-labels';

/**
 * `Export modes` as a dialog's button: the page puts it in Reset's confirmation, so the
 * modes can be kept before they go. The exchange itself loads at the press, as from the menu.
 */
export function ExportModesButton() {
  return (
    <button type="button" className="form-dialog-button" onClick={() => void import('./exchange-actions').then((m) => m.exportModes())}>
      <Download size={14} aria-hidden="true" /> {EXCHANGE_LABELS.exportModes}
    </button>
  );
}
