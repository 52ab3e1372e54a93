import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ImportDialog } from './import-dialog';
import type { ReadResult } from './read-modes-file';

export type ImportSource = { kind: 'file'; name: string } | { kind: 'link' };

/** A file or link that was read and waits in the dialog `Import modes`; nothing has changed yet. */
export interface PendingImport {
  source: ImportSource;
  read: ReadResult;
}

let shown: { root: Root; container: HTMLElement } | null = null;

function closeImportDialog(): void {
  shown?.root.unmount();
  shown?.container.remove();
  shown = null;
}

/**
 * Opens the dialog `Import modes`. It has a React root of its own, made only when a file or link
 * arrives, so the page's first load carries none of the exchange; the stores it reads and the
 * toasts it raises are the page's own (module-level), so it needs nothing from the page's tree.
 */
export function showImportDialog(pending: PendingImport): void {
  closeImportDialog();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  shown = { root, container };
  root.render(
    <StrictMode>
      <ImportDialog pending={pending} onClose={closeImportDialog} />
    </StrictMode>,
  );
}
