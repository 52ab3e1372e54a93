import { useRef, useState, type FormEvent } from 'react';
import { PERSONA_NAME_MAX_LENGTH } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { sanitiseName } from '../../shared/sanitise-name';
import { findPersona } from '../state/tab-lookups';
import { useTabStore, type PersonaDialog as PersonaDialogState } from '../state/tab-store';
import { FormDialog } from '../ui/form-dialog';
import { FormField } from '../ui/form-field';
import { showError, showSuccess } from '../ui/toast';
import { PERSONA_LABELS, PERSONA_TRIGGER_ID } from './persona-labels';

/**
 * The add / rename persona dialog (SPEC.md sections 4 and 5): one name field, sanitised as it is
 * typed; a name that exists is refused with a toast, renaming to the same name with an alert.
 */
export function PersonaDialog({ dialog }: { dialog: PersonaDialogState }) {
  const renaming = dialog.mode === 'rename' ? dialog.persona : undefined;
  const { addPersona, renamePersona, closePersonaDialog } = useTabStore.getState();
  const [name, setName] = useState(renaming === undefined ? '' : sanitiseName(renaming));
  const inputRef = useRef<HTMLInputElement>(null);

  const refocus = () => inputRef.current?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name === '') return refocus();
    if (renaming !== undefined && sanitiseName(renaming) === name) {
      window.alert(MESSAGES.personaSameName);
      return refocus();
    }
    const existing = findPersona(useTabStore.getState().personas, name);
    if (existing !== undefined && existing !== renaming) {
      showError(MESSAGES.personaExistsModal(name));
      return refocus();
    }
    if (renaming !== undefined) {
      renamePersona(renaming, name);
      return;
    }
    const added = addPersona(name);
    if (added.ok) showSuccess(MESSAGES.personaAdded(added.name));
    else if (added.refusal === 'duplicate') showError(MESSAGES.personaExists(name));
  };

  return (
    <FormDialog
      title={renaming === undefined ? PERSONA_LABELS.addDialog : PERSONA_LABELS.renameDialog}
      submitLabel={renaming === undefined ? PERSONA_LABELS.saveAdd : PERSONA_LABELS.saveRename}
      onSubmit={onSubmit}
      onClose={closePersonaDialog}
      onCloseAutoFocus={(event) => {
        // The dropdown that opened the dialog is gone: focus returns to its trigger.
        event.preventDefault();
        document.getElementById(PERSONA_TRIGGER_ID)?.focus();
      }}
    >
      <FormField label={PERSONA_LABELS.field} hint={MESSAGES.personaNameHint}>
        {(field) => (
          <input
            {...field}
            ref={inputRef}
            className="form-dialog-input"
            value={name}
            placeholder={MESSAGES.personaNamePlaceholder}
            maxLength={PERSONA_NAME_MAX_LENGTH}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setName(sanitiseName(e.target.value))}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
