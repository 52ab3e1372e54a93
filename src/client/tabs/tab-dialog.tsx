import { useId, useRef, useState, type FormEvent } from 'react';
import { TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { runAction } from '../lib/page-actions';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore, type TabDialog as TabDialogMode } from '../state/tab-store';
import { FormDialog } from '../ui/form-dialog';
import { FormField } from '../ui/form-field';
import { InstructionFields } from './instruction-fields';
import { saveTab } from './tab-commands';
import { TAB_LABELS } from './tab-labels';

/** The add-tab and edit-tab dialog (SPEC.md section 4): a required title unique in the persona, and an instruction. */
export function TabDialog({ mode }: { mode: TabDialogMode }) {
  const editing = mode === 'edit';
  const { closeTabDialog } = useTabStore.getState();
  const [initial] = useState(() => {
    const state = useTabStore.getState();
    return { index: state.activeTabIndex, tab: editing ? selectActiveTab(state) : undefined };
  });
  const [title, setTitle] = useState(initial.tab?.title ?? '');
  const [instruction, setInstruction] = useState(initial.tab?.instruction ?? '');
  const [showChanges, setShowChanges] = useState(initial.tab?.showChanges ?? false);
  const showChangesHint = useId();
  const [error, setError] = useState('');
  const saved = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = saveTab(editing ? initial.index : undefined, { title, instruction, showChanges });
    if (result === 'saved') saved.current = true;
    if (result === 'saved' || result === 'closed') return;
    setError(result === 'empty' ? MESSAGES.tabTitleRequired : MESSAGES.tabTitleExists(title.trim()));
    titleRef.current?.focus();
  };

  // What had focus when the dialog opened (a button, or the query box for Ctrl+E). Radix would
  // return focus to <body> when the dialog was opened by a shortcut, losing the reader's place.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // After adding or saving, typing continues in the query box (SPEC.md section 4, Add tab);
  // after cancelling, focus goes back where it was.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (!saved.current && opener?.isConnected && opener !== document.body) opener.focus();
    else runAction('focusQuery');
  };

  return (
    <FormDialog
      title={editing ? TAB_LABELS.editDialog : TAB_LABELS.addDialog}
      submitLabel={editing ? TAB_LABELS.saveEdit : TAB_LABELS.saveAdd}
      onSubmit={onSubmit}
      onClose={closeTabDialog}
      onCloseAutoFocus={onCloseAutoFocus}
      noValidate
    >
      <FormField label={TAB_LABELS.title} error={error}>
        {(field) => (
          <input
            {...field}
            ref={titleRef}
            className="form-dialog-input"
            value={title}
            maxLength={TAB_TITLE_MAX_LENGTH}
            required
            autoComplete="off"
            onChange={(e) => {
              setTitle(e.target.value);
              setError('');
            }}
          />
        )}
      </FormField>
      <FormField
        label={TAB_LABELS.instruction}
        hint={
          <>
            {TAB_LABELS.instructionHint} <InstructionFields instruction={instruction} />
          </>
        }
      >
        {(field) => (
          <textarea
            {...field}
            className="form-dialog-input form-dialog-textarea"
            value={instruction}
            maxLength={TAB_INSTRUCTION_MAX_LENGTH}
            rows={6}
            onChange={(e) => setInstruction(e.target.value)}
          />
        )}
      </FormField>
      <div className="form-dialog-field">
        <label className="form-dialog-check">
          <input type="checkbox" checked={showChanges} aria-describedby={showChangesHint} onChange={(e) => setShowChanges(e.target.checked)} />
          {TAB_LABELS.showChanges}
        </label>
        <p id={showChangesHint} className="form-dialog-hint">
          {TAB_LABELS.showChangesHint}
        </p>
      </div>
    </FormDialog>
  );
}
