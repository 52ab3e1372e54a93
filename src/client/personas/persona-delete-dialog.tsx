import type { FormEvent } from 'react';
import { tabsOf } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { FormDialog } from '../ui/form-dialog';
import { showSuccess } from '../ui/toast';
import { PERSONA_LABELS, PERSONA_TRIGGER_ID } from './persona-labels';

/** Asks before a persona and its modes go; the last persona is never offered for deletion. */
export function PersonaDeleteDialog({ persona }: { persona: string }) {
  const { deletePersona, closePersonaDialog } = useTabStore.getState();
  const modes = tabsOf(useTabStore.getState().personas, persona)?.length ?? 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deletePersona(persona).ok) showSuccess(PERSONA_LABELS.deleted(persona));
    else closePersonaDialog();
  };

  return (
    <FormDialog
      title={PERSONA_LABELS.deleteDialog}
      submitLabel={PERSONA_LABELS.saveDelete}
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
