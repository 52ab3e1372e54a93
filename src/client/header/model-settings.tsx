import { useId, useMemo, useState, type ReactNode } from 'react';
import { BROWSER_PROVIDER_ID, LOCAL_PROVIDER_ID } from '../../shared/config/local-models';
import { CompareSettings } from './compare-settings';
import { MESSAGES } from '../../shared/config/messages';
import { MODEL_FILTER_FROM, MODELS_SHOWN_AT_ONCE } from '../../shared/config/models';
import { filterModels } from './filter-models';
import { showSuccess } from '../ui/toast';
import { HEADER_LABELS } from './header-labels';
import type { CatalogModel, CatalogProvider } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import './model-settings.css';

/**
 * The settings panel's radio list of models (SPEC.md section 2, Settings dropdown). With several
 * providers the models are grouped under each provider's name; with one it is a plain list. When
 * the providers offer many models, a filter box comes first and at most MODELS_SHOWN_AT_ONCE show.
 */
export function ModelSettings({ labelledBy }: { labelledBy: string }) {
  const catalog = useModelStore((s) => s.catalog);
  const loaded = useModelStore((s) => s.catalogLoaded);
  const selectedModelId = useModelStore((s) => s.selectedModelId);
  const selectedProvider = useModelStore((s) => s.selectedProvider);
  const selectModel = useModelStore((s) => s.selectModel);
  const name = useId();
  const [query, setQuery] = useState('');
  const total = catalog.reduce((sum, provider) => sum + provider.models.length, 0);
  const filtering = total > MODEL_FILTER_FROM;
  const filtered = useMemo(() => filterModels(catalog, filtering ? query : '', filtering ? MODELS_SHOWN_AT_ONCE : total), [catalog, filtering, query, total]);

  const choose = (provider: CatalogProvider, model: CatalogModel) => {
    selectModel(model.id, provider.id);
    showSuccess(MESSAGES.modelChanged(model.name));
  };
  const options = (provider: CatalogProvider) =>
    provider.models.map((model) => (
      <ModelOption
        key={model.id}
        model={model}
        groupName={name}
        checked={provider.id === selectedProvider && model.id === selectedModelId}
        onChoose={() => choose(provider, model)}
      />
    ));

  return (
    <>
      {filtering && (
        <input
          type="search"
          className="model-filter"
          aria-label={HEADER_LABELS.filterModels}
          placeholder={HEADER_LABELS.filterPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <div role="radiogroup" aria-labelledby={labelledBy} className="model-list">
        {/* Several providers, or a model that runs here (`On this server`, `In this browser`), show under their group's name. */}
        {catalog.length > 1 || catalog[0]?.id === LOCAL_PROVIDER_ID || catalog[0]?.id === BROWSER_PROVIDER_ID
          ? filtered.providers.map((provider) => <ProviderGroup key={provider.id} provider={provider}>{options(provider)}</ProviderGroup>)
          : filtered.providers[0] && options(filtered.providers[0])}
      </div>
      {filtering && filtered.shown < filtered.matching && <p className="model-none">{HEADER_LABELS.modelsShown(filtered.shown, filtered.matching)}</p>}
      {filtering && filtered.matching === 0 && <p className="model-none">{HEADER_LABELS.noModelMatches}</p>}
      {loaded && catalog.length === 0 && <p className="model-none">{HEADER_LABELS.noProvider}</p>}
      <CompareSettings catalog={catalog} shown={filtering && query.trim() === '' ? [] : filtered.providers} filtering={filtering} />
    </>
  );
}

function ProviderGroup({ provider, children }: { provider: CatalogProvider; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="model-group">
      <div id={id} className="model-group-name">
        {provider.name}
      </div>
      {children}
    </div>
  );
}

interface ModelOptionProps {
  model: CatalogModel;
  groupName: string;
  checked: boolean;
  onChoose: () => void;
}

function ModelOption({ model, groupName, checked, onChoose }: ModelOptionProps) {
  const id = useId();
  const hasDetails = model.description !== '' || model.tooltip !== undefined;
  // The radio is named by the model name alone; the tag, description and tooltip describe it.
  return (
    <label className="model-option">
      <input
        type="radio"
        name={groupName}
        value={model.id}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={hasDetails ? `${id}-details` : undefined}
      />
      <span className="model-text">
        <span className="model-name-line">
          <span id={`${id}-name`} className="model-name">
            {model.name}
          </span>
          {model.isPro && <span className="pro-tag">{HEADER_LABELS.proTag}</span>}
        </span>
        {hasDetails && (
          <span id={`${id}-details`} className="model-details">
            {model.description !== '' && <span className="model-description">{model.description}</span>}
            {model.tooltip !== undefined && <span>{model.tooltip}</span>}
          </span>
        )}
      </span>
    </label>
  );
}
