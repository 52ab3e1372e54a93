import { useId } from 'react';
import { MESSAGES } from '../../shared/config/messages';
import { ModelSettings } from './model-settings';
import { ThemeSettings } from './theme-settings';

/**
 * The settings as a titled section, for a place other than the header's Settings dropdown: on a
 * phone, where SPEC.md hides that dropdown, the page puts this in the persona menu.
 */
export function SettingsSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="settings-section">
      <h2 id={titleId} className="header-panel-title">
        {MESSAGES.settingsTitle}
      </h2>
      <ModelSettings labelledBy={titleId} />
      <ThemeSettings />
    </section>
  );
}
