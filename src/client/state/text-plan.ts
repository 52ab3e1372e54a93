import { dependsOnModeKind, planText, type TextPlan } from '../../shared/document-plan';
import type { PersonaTabs } from '../../shared/tab';
import { loadPresetPersonas } from './preset-loader';

/**
 * The preset data a long text's plan takes (which modes rewrite, which give one result): the tabs'
 * own load (preset-loader.ts), off the first paint; none when it cannot load, so that the text
 * still goes, its mode taken as an "other" mode.
 */
export const loadPlanPresets = (): Promise<PersonaTabs | undefined> => loadPresetPersonas().catch(() => undefined);

/**
 * The plan of `text` (shared/document-plan.ts, planText) with the preset data whenever the answer
 * depends on it: at once for a text no mode sends in parts, else once that data is there. The
 * reply engine plans through here and the query box's count of parts reads the same data, so one
 * text is planned one way, before the presets load and after.
 */
export function planTextWhenKnown(text: string, instruction: string, promptChars: number): TextPlan | Promise<TextPlan> {
  if (!dependsOnModeKind(text, instruction, promptChars)) return planText(text, instruction, promptChars, undefined);
  return loadPlanPresets().then((presets) => planText(text, instruction, promptChars, presets));
}
