import { create } from 'zustand';
import { object, optional, string } from 'valibot';
import type { ProviderModels } from '../../shared/api-contract';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { DEFAULT_PROVIDER } from '../../shared/config/models';
import { readStored, writeStored } from '../lib/storage';
import { BUILT_IN_CATALOG, DEFAULT_CHOICE, offers, resolveChoice, toCatalog, type CatalogProvider, type ModelChoice } from './model-catalog';

// Stored as { selectedModelId, provider }; states stored before providers existed hold only
// selectedModelId, which was a Groq model. A corrupted or foreign value falls back to the default.
const storedModelSchema = object({ selectedModelId: string(), provider: optional(string()) });

function readStoredChoice(): ModelChoice {
  const stored = readStored(STORAGE_KEYS.aiModels, storedModelSchema, { selectedModelId: DEFAULT_CHOICE.modelId });
  return { provider: stored.provider ?? DEFAULT_PROVIDER, modelId: stored.selectedModelId };
}

/** The model in effect at start, from storage (the server's list may still change it). */
export function readStoredModelId(): string {
  return resolveChoice(readStoredChoice(), BUILT_IN_CATALOG, false).modelId;
}

export interface ModelState {
  selectedModelId: string;
  selectedProvider: string;
  /** The providers and models offered: Groq's built-in list until /api/models answers. */
  catalog: readonly CatalogProvider[];
  catalogLoaded: boolean;
  /** Stores the choice; a model the catalog does not offer is ignored. */
  selectModel: (id: string, provider?: string) => void;
  setCatalog: (providers: readonly ProviderModels[]) => void;
}

// What storage holds: kept while its provider's list is unknown or it is not offered, so that a
// model that comes back (a local server started later) is chosen again on the next visit.
let stored = readStoredChoice();
const initial = resolveChoice(stored, BUILT_IN_CATALOG, false);

export const useModelStore = create<ModelState>((set, get) => ({
  selectedModelId: initial.modelId,
  selectedProvider: initial.provider,
  catalog: BUILT_IN_CATALOG,
  catalogLoaded: false,
  selectModel: (id, provider = DEFAULT_PROVIDER) => {
    const choice = { provider, modelId: id };
    if (!offers(get().catalog, choice)) return;
    stored = choice;
    writeStored(STORAGE_KEYS.aiModels, { selectedModelId: id, provider });
    set({ selectedModelId: id, selectedProvider: provider });
  },
  setCatalog: (providers) => {
    const catalog = toCatalog(providers);
    const choice = resolveChoice(stored, catalog, true);
    set({ catalog, catalogLoaded: true, selectedModelId: choice.modelId, selectedProvider: choice.provider });
  },
}));
