import { useId, useRef, useState, type FormEvent } from 'react';
import { TAB_INSTRUCTION_MAX_LENGTH, TAB_TITLE_MAX_LENGTH } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { focusQueryBox } from '../reply/reply-actions';
import { FormDialog } from './form-dialog';
import { TAB_LABELS } from './tab-labels';
import { selectActiveTab, useTabStore, type TabDialog as TabDialogMode } from './tab-store';

/** The add-tab and edit-tab dialog (SPEC.md section 4): a required title unique in the persona, and an instruction. */
export function TabDialog({ mode }: { mode: TabDialogMode }) {
  const editing = mode === 'edit';
  const { addTab, updateTab, closeTabDialog } = useTabStore.getState();
  const [initial] = useState(() => {
    const state = useTabStore.getState();
    return { index: state.activeTabIndex, tab: editing ? selectActiveTab(state) : undefined };
  });
  const [title, setTitle] = useState(initial.tab?.title ?? '');
  const [query, setQuery] = useState(initial.tab?.query ?? '');
  const [error, setError] = useState('');
  const saved = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tab = { title, query };
    const result = editing ? updateTab(initial.index, tab) : addTab(tab);
    if (result === 'ok') {
      saved.current = true;
      return;
    }
    if (result === 'empty' || result === 'duplicate') {
      setError(result === 'empty' ? MESSAGES.tabTitleRequired : MESSAGES.tabTitleExists(title.trim()));
      titleRef.current?.focus();
      return;
    }
    closeTabDialog(); // 'limit' and 'not-found' have already told the user.
  };

  // What had focus when the dialog opened (a button, or the query box for Ctrl+E). Radix would
  // return focus to <body> when the dialog was opened by a shortcut, losing the reader's place.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // After adding or saving, typing continues in the query box (SPEC.md section 4, Add tab);
  // after cancelling, focus goes back where it was.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (!saved.current && opener?.isConnected && opener !== document.body) opener.focus();
    else focusQueryBox();
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
      <label className="form-dialog-field">
        <span className="form-dialog-label">{TAB_LABELS.title}</span>
        <input
          ref={titleRef}
          className="form-dialog-input"
          value={title}
          maxLength={TAB_TITLE_MAX_LENGTH}
          required
          aria-invalid={error !== ''}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          onChange={(e) => {
            setTitle(e.target.value);
            setError('');
          }}
        />
      </label>
      {error && (
        <p id={errorId} className="form-dialog-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-dialog-field">
        <label className="form-dialog-label" htmlFor={`${id}-instruction`}>
          {TAB_LABELS.instruction}
        </label>
        <textarea
          id={`${id}-instruction`}
          aria-describedby={hintId}
          className="form-dialog-input form-dialog-textarea"
          value={query}
          maxLength={TAB_INSTRUCTION_MAX_LENGTH}
          rows={6}
          onChange={(e) => setQuery(e.target.value)}
        />
        <span id={hintId} className="form-dialog-hint">
          {TAB_LABELS.instructionHint}
        </span>
      </div>
    </FormDialog>
  );
}
