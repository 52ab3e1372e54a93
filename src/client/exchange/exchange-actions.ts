import { LONG_TOAST_MS } from '../../shared/config/app-config';
import { MODES_FILE_MAX_BYTES, MODES_FILE_NAME } from '../../shared/config/modes-exchange';
import { copyText } from '../lib/clipboard';
import { chooseFile, downloadFile } from '../lib/download-file';
import { whenPresetsPlaced } from '../state/presets-placed';
import { tabsOf } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { showSuccess } from '../ui/toast';
import { EXCHANGE_LABELS, EXCHANGE_PROBLEMS } from './exchange-labels';
import { readModesFile } from './read-modes-file';
import { readShareFragment, shareLink } from './share-link';
import { showImportDialog } from './show-import-dialog';
import { toModesFile } from './write-modes-file';

const fileText = (personas: Parameters<typeof toModesFile>[0]) => `${JSON.stringify(toModesFile(personas), null, 2)}\n`;

/** `Export modes`: every persona and its modes, as DESIGN.md's file. */
export async function exportModes(): Promise<void> {
  await whenPresetsPlaced();
  downloadFile(MODES_FILE_NAME, fileText(useTabStore.getState().personas));
  showSuccess(EXCHANGE_LABELS.exported, LONG_TOAST_MS);
}

/** `Share persona`: a link carrying the selected persona; one too long for an address is saved as a file instead. */
export async function sharePersona(): Promise<void> {
  await whenPresetsPlaced();
  const { personas, selectedPersona } = useTabStore.getState();
  const tabs = tabsOf(personas, selectedPersona) ?? [];
  const link = shareLink(`${location.origin}/`, selectedPersona, tabs);
  if (link === null) {
    downloadFile(MODES_FILE_NAME, fileText({ [selectedPersona]: tabs }));
    showSuccess(EXCHANGE_LABELS.linkTooLong(selectedPersona), LONG_TOAST_MS);
    return;
  }
  if (await copyText(link)) showSuccess(EXCHANGE_LABELS.linkCopied(selectedPersona));
}

/** `Import modes`: the chosen file is read and shown in the dialog; nothing changes before `Import`. */
export function chooseModesFile(): void {
  chooseFile('.json,application/json', (file) => {
    void (async () => {
      const read = file.size > MODES_FILE_MAX_BYTES ? { ok: false as const, problems: [EXCHANGE_PROBLEMS.tooLarge] } : readModesFile(await file.text());
      await whenPresetsPlaced();
      showImportDialog({ source: { kind: 'file', name: file.name }, read });
    })();
  });
}

/** A `#share=` fragment the page was opened with (main.tsx has taken it out of the address). */
export async function openSharedLink(hash: string): Promise<void> {
  const read = readShareFragment(hash);
  await whenPresetsPlaced();
  showImportDialog({ source: { kind: 'link' }, read });
}
