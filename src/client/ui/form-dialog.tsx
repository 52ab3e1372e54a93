import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { DIALOG_LABELS } from './dialog-labels';
import './form-dialog.css';

interface FormDialogProps {
  /** The visible title, which also names the dialog. */
  title: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Escape, the close button, Cancel or a click outside. */
  onClose: () => void;
  /** Where focus goes after closing; the default returns it to what opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Let the browser check `required` fields (the persona dialog) or check them ourselves (tab dialogs). */
  noValidate?: boolean;
  /** False when there is nothing to confirm (an import with problems): only Cancel is offered. */
  canSubmit?: boolean;
  /** The submit button deletes something: it looks so (the danger colour). */
  destructive?: boolean;
  children: ReactNode;
}

/**
 * A modal form (tab and persona dialogs). It is mounted only while open, by a lazily loaded module,
 * so Radix's dialog stays out of the first-load bundle.
 */
export function FormDialog({ title, submitLabel, onSubmit, onClose, onCloseAutoFocus, noValidate, canSubmit = true, destructive = false, children }: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="form-dialog-overlay" />
        <Dialog.Content className="form-dialog" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className="form-dialog-title">{title}</Dialog.Title>
          <form onSubmit={onSubmit} noValidate={noValidate} className="form-dialog-form">
            {children}
            <div className="form-dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="form-dialog-button">
                  {DIALOG_LABELS.cancel}
                </button>
              </Dialog.Close>
              {canSubmit && (
                <button type="submit" className={`form-dialog-button ${destructive ? 'form-dialog-button--danger' : 'form-dialog-button--primary'}`}>
                  {submitLabel}
                </button>
              )}
            </div>
          </form>
          <Dialog.Close className="form-dialog-close icon-button" aria-label={DIALOG_LABELS.close}>
            <X size={18} aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
