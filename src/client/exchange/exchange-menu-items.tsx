import { Download, Share2, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { EXCHANGE_LABELS } from './exchange-labels';
import './exchange-menu-items.css';

const load = () => import('./exchange-actions');

/**
 * `Export modes`, `Import modes` and `Share persona`, placed by the page at the end of the persona
 * menu; `done` closes the menu. The exchange itself loads at the first press.
 */
export function ExchangeMenuItems({ done }: { done: () => void }) {
  // Fetched as the menu opens, so the file chooser opens while the press still counts as the person's.
  useEffect(() => void load(), []);
  const run = (action: (m: Awaited<ReturnType<typeof load>>) => unknown) => () => {
    done();
    void load().then(action);
  };
  return (
    <div className="exchange-items">
      <button type="button" className="exchange-item" onClick={run((m) => m.exportModes())}>
        <Download size={14} aria-hidden="true" /> {EXCHANGE_LABELS.exportModes}
      </button>
      <button type="button" className="exchange-item" onClick={run((m) => m.chooseModesFile())}>
        <Upload size={14} aria-hidden="true" /> {EXCHANGE_LABELS.importModes}
      </button>
      <button type="button" className="exchange-item" onClick={run((m) => m.sharePersona())}>
        <Share2 size={14} aria-hidden="true" /> {EXCHANGE_LABELS.sharePersona}
      </button>
    </div>
  );
}
