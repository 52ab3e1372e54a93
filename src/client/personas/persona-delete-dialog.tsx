import { REMOVE_TOAST_MS } from '../../shared/config/app-config';
import type { FormEvent } from 'react';
import { tabsOf } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { FormDialog } from '../ui/form-dialog';
import { showSuccess } from '../ui/toast';
import { TOAST_LABELS } from '../ui/toast-labels';
import { undoDeletePersona } from './persona-feedback';
import { PERSONA_LABELS, PERSONA_TRIGGER_ID } from './persona-labels';

/** Asks before a persona and its modes go; the last persona is never offered for deletion. */
export function PersonaDeleteDialog({ persona }: { persona: string }) {
  const { deletePersona, closePersonaDialog } = useTabStore.getState();
  const modes = tabsOf(useTabStore.getState().personas, persona)?.length ?? 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = deletePersona(persona);
    if (!outcome.ok) {
      closePersonaDialog();
      return;
    }
    // The persona and its modes come back at their place while the toast shows (or Ctrl/Cmd+Z).
    showSuccess(PERSONA_LABELS.deleted(persona), REMOVE_TOAST_MS, { label: TOAST_LABELS.undo, onClick: () => void undoDeletePersona() });
  };

  return (
    <FormDialog
      title={PERSONA_LABELS.deleteDialog}
      submitLabel={PERSONA_LABELS.saveDelete}
      destructive
      onSubmit={onSubmit}
      onClose={closePersonaDialog}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(PERSONA_TRIGGER_ID)?.focus();
      }}
    >
      <p className="form-dialog-text">{PERSONA_LABELS.deleteQuestion(persona, modes)}</p>
    </FormDialog>
  );
}
