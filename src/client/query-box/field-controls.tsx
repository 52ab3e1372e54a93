import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FIELD_LABELS, FIELD_VALUE_MAX_LENGTH } from '../../shared/config/mode-fields';
import { fieldValue, firstBlankField, parseInstruction } from '../../shared/mode-fields';
import { storeFieldValue } from '../state/field-values';
import { fillTab } from '../state/filled-instruction';
import { useSubmissionStore } from '../state/submission-store';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { setFieldGate } from './field-gate';
import './field-controls.css';

const NO_VALUES: Readonly<Record<string, string>> = {};

/**
 * One control per field of the active mode, beside the query box (DESIGN.md, Fields in a mode's
 * instruction): a textbox for a free field, a select (combobox) for a choice, each named by the
 * field's name. The values live with the tab; a choice change asks again as a tab change does (the
 * reply path reads it), a free field's value waits for the next submit. A blank free field refuses
 * the submit: `Fill in <name>` shows and the field takes the focus.
 */
export function FieldControls() {
  const instruction = useTabStore((state) => selectActiveTab(state)?.instruction ?? '');
  const values = useTabStore((state) => selectActiveTab(state)?.fieldValues ?? NO_VALUES);
  const submitted = useSubmissionStore((state) => state.count > 0);
  const parsed = useMemo(() => parseInstruction(instruction), [instruction]);
  // The instruction whose submit a blank field refused: the notice stays with that mode.
  const [refusedFor, setRefusedFor] = useState<string>();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const noticeId = useId();

  useEffect(
    () =>
      setFieldGate(() => {
        // Read at the submit, not at the last render: a value typed just before Enter counts.
        const tab = selectActiveTab(useTabStore.getState());
        const { blank } = fillTab(tab);
        if (!blank) return true;
        setRefusedFor(tab?.instruction);
        inputs.current.get(blank.name)?.focus();
        return false;
      }),
    [],
  );

  const blank = firstBlankField(parsed, values);
  // After a refused submit, or with text already sent (a tab change to this mode sent nothing).
  const notice = blank && (submitted || refusedFor === instruction) ? FIELD_LABELS.fillIn(blank.name) : undefined;
  if (parsed.fields.length === 0) return null;
  return (
    <div className="field-controls">
      {parsed.fields.map((field) => {
        const invalid = field === blank && notice !== undefined;
        const common = {
          className: 'field-control__input',
          value: fieldValue(field, values),
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? noticeId : undefined,
        };
        return (
          <label key={field.name} className="field-control">
            <span className="field-control__name">{field.name}</span>
            {field.options.length > 0 ? (
              <select {...common} onChange={(event) => storeFieldValue(field.name, event.target.value)}>
                {field.options.map((option, index) => (
                  // Options may repeat; their order is their identity.
                  <option key={index}>{option}</option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                ref={(node) => {
                  if (node) inputs.current.set(field.name, node);
                  else inputs.current.delete(field.name);
                }}
                type="text"
                maxLength={FIELD_VALUE_MAX_LENGTH}
                onChange={(event) => storeFieldValue(field.name, event.target.value)}
              />
            )}
          </label>
        );
      })}
      {notice && (
        <p id={noticeId} role="alert" className="field-controls__notice">
          {notice}
        </p>
      )}
    </div>
  );
}
