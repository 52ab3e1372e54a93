import { MAX_COMPARED_MODELS } from '../../shared/config/models';
import { sameChoice } from './compare-choice';
import type { ModelChoice } from './model-catalog';

// Apart from compare-choice.ts, which the first paint loads: only Settings and the comparison use these.

/** The list once the person checks (or unchecks) `choice`; a check past the limit changes nothing. */
export function toggleCompared(list: readonly ModelChoice[], choice: ModelChoice, checked: boolean): ModelChoice[] {
  const rest = list.filter((c) => !sameChoice(c, choice));
  return checked && rest.length < MAX_COMPARED_MODELS ? [...rest, choice] : rest;
}

/**
 * The list once the compared model `chosen` becomes the selected one (`Use this model`): the model
 * selected until then takes its place, so the same models stay on show.
 */
export function swapCompared(list: readonly ModelChoice[], chosen: ModelChoice, previous: ModelChoice): ModelChoice[] {
  return list.map((c) => (sameChoice(c, chosen) ? previous : c));
}
