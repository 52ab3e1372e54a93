import { DEFAULT_PROVIDER, MAX_COMPARED_MODELS } from '../../shared/config/models';
import { offers, type CatalogProvider, type ModelChoice } from './model-catalog';

export const sameChoice = (a: ModelChoice, b: ModelChoice) => a.provider === b.provider && a.modelId === b.modelId;

/** One string per model choice, for React keys and sets (no provider or model id holds a NUL). */
export const choiceKey = ({ provider, modelId }: ModelChoice) => `${provider}\u0000${modelId}`;

/**
 * The models compared with `selected` (DESIGN.md, Compare models): each once, never the selected
 * one, at most MAX_COMPARED_MODELS, and only models offered. Before the server's list arrives, a
 * model of another provider is trusted (that list will tell), as the selected model is.
 */
export function keepCompared(list: readonly ModelChoice[], selected: ModelChoice, catalog: readonly CatalogProvider[], loaded: boolean): ModelChoice[] {
  const kept: ModelChoice[] = [];
  for (const choice of list) {
    const offered = offers(catalog, choice) || (!loaded && choice.provider !== DEFAULT_PROVIDER);
    if (offered && !sameChoice(choice, selected) && !kept.some((k) => sameChoice(k, choice)) && kept.length < MAX_COMPARED_MODELS) kept.push(choice);
  }
  return kept;
}
