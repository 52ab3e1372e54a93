import { documentPlan, type DocumentPlan } from '../../shared/document-plan';
import type { PersonaTabs } from '../../shared/tab';
import { loadPresetPersonas } from './preset-loader';

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

/** The plan of `instruction` for a model taking prompts of `promptChars`; before the preset data is there, every mode is an "other" mode. */
export function modePlan(instruction: string, promptChars?: number): DocumentPlan {
  return documentPlan(instruction, presets, promptChars);
}

/** Whether `text` goes in parts, for a mode whose parts are at most `partMaxChars` long. */
export function goesInParts(text: string, partMaxChars: number): boolean {
  // With no room left beside the instruction, the one call is refused as too large (reply-controller).
  return partMaxChars > 0 && text.trim() !== '' && text.length > partMaxChars;
}
