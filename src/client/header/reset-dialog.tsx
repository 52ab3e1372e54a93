import type { FormEvent, ReactNode } from 'react';
import { MESSAGES } from '../../shared/config/messages';
import { FormDialog } from '../ui/form-dialog';
import { HEADER_LABELS } from './header-labels';
import { resetAllData } from './reset-data';

interface ResetDialogProps {
  /** The modes exchange's `Export modes` button, which the page places here so that modes can be exported before a Reset. */
  exportFirst?: ReactNode;
  onClose: () => void;
}

/**
 * SPEC.md's Reset confirmation ('Are you sure…'), as a dialog that also offers to export the modes
 * first: exporting leaves the dialog open, so Reset or Cancel still follows. Loaded when first opened.
 */
export function ResetDialog({ exportFirst, onClose }: ResetDialogProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onClose();
    resetAllData();
  };
  return (
    <FormDialog title={HEADER_LABELS.resetDialog} submitLabel={HEADER_LABELS.resetConfirm} onSubmit={onSubmit} onClose={onClose}>
      <p className="form-dialog-text">{MESSAGES.resetConfirm}</p>
      {exportFirst && (
        <>
          <p className="form-dialog-hint">{HEADER_LABELS.resetExportHint}</p>
          <div>{exportFirst}</div>
        </>
      )}
    </FormDialog>
  );
}
