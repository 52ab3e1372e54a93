import type { ReactNode } from 'react';
import { ModelSettings } from './model-settings';
import { ThemeSettings } from './theme-settings';

/**
 * The model and theme choices under the settings panel's title (which also names the model
 * radiogroup). Loaded with the panel, after the first paint: nothing of it shows before a press.
 */
export function SettingsBody({ titleId, modelStorage }: { titleId: string; modelStorage?: ReactNode }) {
  return (
    <>
      <ModelSettings labelledBy={titleId} />
      {modelStorage}
      <ThemeSettings />
    </>
  );
}
