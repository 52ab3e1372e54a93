import { documentPlan, type DocumentPlan } from '../../../shared/document-plan';
import type { PersonaTabs } from '../../../shared/tab';
import { loadPresetPersonas } from '../../state/preset-loader';

let presets: PersonaTabs | undefined;

/**
 * Which modes rewrite and which give one result is known from the preset data, which stays off the
 * first paint (state/preset-loader.ts: the same load the tabs use). Loaded once a text is long.
 */
export function loadModePlans(): Promise<void> {
  return loadPresetPersonas().then((loaded) => {
    presets = loaded;
  });
}

/** The preset data, once loaded. */
export const loadedPresets = (): PersonaTabs | undefined => presets;

/** The plan of `instruction`; before the preset data is there, every mode is an "other" mode. */
export function modePlan(instruction: string): DocumentPlan {
  return documentPlan(instruction, presets);
}
