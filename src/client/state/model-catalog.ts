import type { ProviderModels } from '../../shared/api-contract';
import { MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { promptCharsFor } from '../../shared/config/local-models';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER, DEFAULT_PROVIDER_NAME } from '../../shared/config/models';

/** A model as Settings shows it; Groq's own models also carry SPEC.md's tooltip and Pro tag. */
export interface CatalogModel {
  id: string;
  name: string;
  description: string;
  tooltip?: string;
  isPro?: boolean;
  /** What the model sees at once, where it is known (the server's own model, the browser's). */
  contextTokens?: number;
  /** The browser's model: where its file is, and its size. */
  url?: string;
  bytes?: number;
}

export interface CatalogProvider {
  id: string;
  name: string;
  models: readonly CatalogModel[];
}

export interface ModelChoice {
  provider: string;
  modelId: string;
}

export const DEFAULT_CHOICE: ModelChoice = { provider: DEFAULT_PROVIDER, modelId: DEFAULT_MODEL_ID };

/** What the page offers before /api/models answers: Groq's models of SPEC.md. */
export const BUILT_IN_CATALOG: readonly CatalogProvider[] = [{ id: DEFAULT_PROVIDER, name: DEFAULT_PROVIDER_NAME, models: ACTIVE_MODELS }];

/** The server's list, with Groq's built-in details kept; providers without models are left out. */
export function toCatalog(providers: readonly ProviderModels[]): CatalogProvider[] {
  return providers
    .filter((p) => p.models.length > 0)
    .map((p) => ({
      ...p,
      models: p.models.map((m) => (p.id === DEFAULT_PROVIDER ? (ACTIVE_MODELS.find((known) => known.id === m.id) ?? m) : m)),
    }));
}

export function offers(catalog: readonly CatalogProvider[], choice: ModelChoice): boolean {
  return catalog.some((p) => p.id === choice.provider && p.models.some((m) => m.id === choice.modelId));
}

export function findCatalogModel(catalog: readonly CatalogProvider[], choice: ModelChoice): CatalogModel | undefined {
  return catalog.find((p) => p.id === choice.provider)?.models.find((m) => m.id === choice.modelId);
}

/** The longest composed prompt `choice` takes: the server's limit, or less where its context is smaller. */
export function promptCharsOf(catalog: readonly CatalogProvider[], choice: ModelChoice): number {
  const context = findCatalogModel(catalog, choice)?.contextTokens;
  return context === undefined ? MAX_QUERY_CHARS : Math.min(MAX_QUERY_CHARS, promptCharsFor(context));
}

/**
 * The choice in effect: the stored one while it is offered, else the default (Groq's default model),
 * else the first model offered. Before the server's list arrives, a stored choice of another
 * provider is trusted (that list will tell); Groq's built-in list is known from the start.
 */
export function resolveChoice(stored: ModelChoice, catalog: readonly CatalogProvider[], loaded: boolean): ModelChoice {
  if (offers(catalog, stored)) return stored;
  if (!loaded && stored.provider !== DEFAULT_PROVIDER) return stored;
  if (offers(catalog, DEFAULT_CHOICE)) return DEFAULT_CHOICE;
  const first = catalog[0];
  return first?.models[0] ? { provider: first.id, modelId: first.models[0].id } : DEFAULT_CHOICE;
}
