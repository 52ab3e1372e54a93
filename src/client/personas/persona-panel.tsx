import { Check, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { MESSAGES } from '../../shared/config/messages';
import { useTabStore, type PersonaDialog } from '../state/tab-store';
import { IconButton } from '../ui/icon-button';
import { PopoverPanel } from '../ui/popover-panel';
import { PERSONA_LABELS } from './persona-labels';

export interface PersonaPanelProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The modes exchange's entries (the page's), given the function that closes the menu. */
  exchange?: (done: () => void) => ReactNode;
}

/** The persona dropdown: every persona (pick, rename or delete it; the last one stays), then '+ Add new persona'. */
export function PersonaPanel({ id, open, onOpenChange, triggerRef, exchange }: PersonaPanelProps) {
  const persona = useTabStore((s) => s.selectedPersona);
  const personas = Object.keys(useTabStore((s) => s.personas));
  const { selectPersona, openPersonaDialog } = useTabStore.getState();
  const titleId = useId();
  // Set when the dropdown closes to open a dialog: focus then goes to the dialog, not the trigger.
  const openingDialog = useRef(false);

  const choose = (name: string) => {
    selectPersona(name);
    onOpenChange(false);
  };
  const startDialog = (dialog: PersonaDialog) => {
    openingDialog.current = true;
    onOpenChange(false);
    openPersonaDialog(dialog);
  };

  return (
    <PopoverPanel
      id={id}
      titleId={titleId}
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      className="persona-panel"
      focusChecked={false}
      onCloseAutoFocus={(event) => {
        if (openingDialog.current) event.preventDefault();
        openingDialog.current = false;
      }}
    >
      <h2 id={titleId} className="persona-panel-title">
        {PERSONA_LABELS.menuTitle}
      </h2>
      <ul className="persona-list">
        {personas.map((name) => (
          <li key={name} className="persona-row">
            <button
              type="button"
              className="persona-choice"
              aria-current={name === persona ? 'true' : undefined}
              onClick={() => choose(name)}
            >
              <Check size={16} aria-hidden="true" className="persona-check" />
              <span className="persona-name">{name}</span>
            </button>
            <button
              type="button"
              className="persona-rename"
              aria-label={PERSONA_LABELS.rename(name)}
              title={PERSONA_LABELS.rename(name)}
              onClick={() => startDialog({ mode: 'rename', persona: name })}
            >
              <Pencil size={14} aria-hidden="true" />
              <span aria-hidden="true">Rename</span>
            </button>
            {personas.length > 1 && (
              <IconButton
                className="persona-rename persona-delete"
                label={PERSONA_LABELS.delete(name)}
                icon={<Trash2 size={14} aria-hidden="true" />}
                onClick={() => startDialog({ mode: 'delete', persona: name })}
              />
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="persona-add" onClick={() => startDialog({ mode: 'add' })}>
        {MESSAGES.addPersona}
      </button>
      {exchange?.(() => onOpenChange(false))}
    </PopoverPanel>
  );
}
