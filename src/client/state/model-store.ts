import { create } from 'zustand';
import type { ProviderModels } from '../../shared/api-contract';
import { DEFAULT_PROVIDER } from '../../shared/config/models';
import { keepCompared } from './compare-choice';
import { BUILT_IN_CATALOG, offers, resolveChoice, toCatalog, type CatalogProvider, type ModelChoice } from './model-catalog';
import { readStoredModels, writeStoredModels } from './model-storage';

/** The model in effect at start, from storage (the server's list may still change it). */
export function readStoredModelId(): string {
  return resolveChoice(readStoredModels().choice, BUILT_IN_CATALOG, false).modelId;
}

export interface ModelState {
  selectedModelId: string;
  selectedProvider: string;
  /** The models compared with the selected one (DESIGN.md, Compare models); empty when not comparing. */
  compareWith: readonly ModelChoice[];
  /** The providers and models offered: Groq's built-in list until /api/models answers. */
  catalog: readonly CatalogProvider[];
  catalogLoaded: boolean;
  /**
   * Stores the choice, and with `compareWith` the models compared with it in one update (`Use this
   * model` swaps the two); a model the catalog does not offer is ignored.
   */
  selectModel: (id: string, provider?: string, compareWith?: readonly ModelChoice[]) => void;
  /** Stores the models compared with the selected one (compare-choice.ts keeps them valid). */
  setCompareWith: (compareWith: readonly ModelChoice[]) => void;
  setCatalog: (providers: readonly ProviderModels[]) => void;
}

// What storage holds: kept while its provider's list is unknown or it is not offered, so that a
// model that comes back (a local server started later) is chosen again on the next visit.
let stored = readStoredModels();
const initial = resolveChoice(stored.choice, BUILT_IN_CATALOG, false);

export const useModelStore = create<ModelState>((set, get) => {
  const selected = (): ModelChoice => ({ provider: get().selectedProvider, modelId: get().selectedModelId });
  const save = (choice: ModelChoice, compareWith: ModelChoice[]) => {
    stored = { choice, compareWith };
    writeStoredModels(stored);
    set({ selectedModelId: choice.modelId, selectedProvider: choice.provider, compareWith });
  };
  return {
    selectedModelId: initial.modelId,
    selectedProvider: initial.provider,
    compareWith: keepCompared(stored.compareWith, initial, BUILT_IN_CATALOG, false),
    catalog: BUILT_IN_CATALOG,
    catalogLoaded: false,
    selectModel: (modelId, provider = DEFAULT_PROVIDER, compareWith = get().compareWith) => {
      const choice = { provider, modelId };
      if (offers(get().catalog, choice)) save(choice, keepCompared(compareWith, choice, get().catalog, get().catalogLoaded));
    },
    setCompareWith: (compareWith) => save(selected(), keepCompared(compareWith, selected(), get().catalog, get().catalogLoaded)),
    setCatalog: (providers) => {
      const catalog = toCatalog(providers);
      const choice = resolveChoice(stored.choice, catalog, true);
      const compareWith = keepCompared(stored.compareWith, choice, catalog, true);
      set({ catalog, catalogLoaded: true, selectedModelId: choice.modelId, selectedProvider: choice.provider, compareWith });
    },
  };
});
