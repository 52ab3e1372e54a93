import { memo, useId } from 'react';
import './radio-toggle.css';

export interface RadioToggleOption<T extends string> {
  value: T;
  /** The accessible name, shown in full on wide screens. */
  label: string;
  /** Shown instead of the label on narrow screens (the accessible name stays the label). */
  short?: string;
}

/** A row of native radios styled as a segmented control: arrow keys and names come for free. */
function RadioToggleRow<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly RadioToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`radio-toggle ${className ?? ''}`}>
      {options.map((option) => (
        <label key={option.value} className="radio-toggle__option">
          <input
            type="radio"
            className="radio-toggle__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={option.short ? 'radio-toggle__long' : undefined}>{option.label}</span>
          {option.short && (
            <span className="radio-toggle__short" aria-hidden="true">
              {option.short}
            </span>
          )}
        </label>
      ))}
    </div>
  );
}

/**
 * Memoised: React writes a radio's `name` and `type` again on every render of it, so a tab switch
 * that renders the reply's toolbar would touch every radio in it for nothing.
 */
export const RadioToggle = memo(RadioToggleRow) as typeof RadioToggleRow;
