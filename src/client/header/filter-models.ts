import type { CatalogProvider } from '../state/model-catalog';

export interface FilteredCatalog {
  providers: CatalogProvider[];
  /** Models shown, and models that match the filter. */
  shown: number;
  matching: number;
}

/**
 * The providers' models whose name or id holds `query` (case-insensitive), at most `max` of them
 * in order; a provider with none shown is left out. Settings renders only these, so a provider
 * offering a thousand models does not put thousands of radios on the page.
 */
export function filterModels(catalog: readonly CatalogProvider[], query: string, max: number): FilteredCatalog {
  const needle = query.trim().toLowerCase();
  const providers: CatalogProvider[] = [];
  let shown = 0;
  let matching = 0;
  for (const provider of catalog) {
    const models = [];
    for (const model of provider.models) {
      if (needle !== '' && !model.name.toLowerCase().includes(needle) && !model.id.toLowerCase().includes(needle)) continue;
      matching++;
      if (shown < max) {
        models.push(model);
        shown++;
      }
    }
    if (models.length > 0) providers.push({ ...provider, models });
  }
  return { providers, shown, matching };
}
