import { useId, type ReactElement, type ReactNode } from 'react';

/** What a field's control receives to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

interface FormFieldProps {
  label: string;
  /** A standing hint under the control. */
  hint?: ReactNode;
  /** An error announced under the control while it is set. */
  error?: string;
  children: (control: FieldControlProps) => ReactElement;
}

/** A dialog field: its label, the control (input or textarea), then the error and the hint it is described by. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className="form-dialog-field">
      <label className="form-dialog-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': Boolean(error) })}
      {error && (
        <p id={errorId} className="form-dialog-error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="form-dialog-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
