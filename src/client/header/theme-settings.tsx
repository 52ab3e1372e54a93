import { useId } from 'react';
import { THEMES } from '../../shared/config/app-config';
import { useThemeStore } from '../lib/theme-store';
import { HEADER_LABELS, THEME_LABELS } from './header-labels';
import './theme-settings.css';

/** Settings' `Theme` radiogroup: System (the default), Light, Dark; applied at once and stored. */
export function ThemeSettings() {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const id = useId();
  return (
    <div className="theme-settings">
      <h3 id={id} className="theme-settings__title">
        {HEADER_LABELS.theme}
      </h3>
      <div role="radiogroup" aria-labelledby={id} className="theme-settings__options">
        {THEMES.map((value) => (
          <label key={value} className="theme-settings__option">
            <input type="radio" name={id} value={value} checked={theme === value} onChange={() => setTheme(value)} />
            {THEME_LABELS[value]}
          </label>
        ))}
      </div>
    </div>
  );
}
