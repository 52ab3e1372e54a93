import { useId } from 'react';
import { MAX_COMPARED_MODELS } from '../../shared/config/models';
import { sameChoice } from '../state/compare-choice';
import { toggleCompared } from '../state/compare-edits';
import type { CatalogProvider } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { COMPARE_SETTINGS_LABELS } from './compare-labels';
import './compare-settings.css';

/**
 * Settings' `Compare with` group (DESIGN.md, Compare models): a checkbox per other offered model,
 * at most MAX_COMPARED_MODELS checked (the others disabled while that many are). `providers` is the
 * list Settings shows (filtered when there are many); with several, each model says its provider.
 */
export function CompareSettings({ providers, severalProviders }: { providers: readonly CatalogProvider[]; severalProviders: boolean }) {
  const compareWith = useModelStore((s) => s.compareWith);
  const selectedModelId = useModelStore((s) => s.selectedModelId);
  const selectedProvider = useModelStore((s) => s.selectedProvider);
  const setCompareWith = useModelStore((s) => s.setCompareWith);
  const id = useId();
  const full = compareWith.length >= MAX_COMPARED_MODELS;
  const others = providers.flatMap((provider) =>
    provider.models
      .filter((model) => provider.id !== selectedProvider || model.id !== selectedModelId)
      .map((model) => ({ provider, model, choice: { provider: provider.id, modelId: model.id } })),
  );
  if (others.length === 0) return null;
  return (
    <div className="compare-settings">
      <h3 id={id} className="compare-settings__title">
        {COMPARE_SETTINGS_LABELS.compareWith}
      </h3>
      <div role="group" aria-labelledby={id} className="model-list compare-settings__list">
        {others.map(({ provider, model, choice }) => {
          const checked = compareWith.some((c) => sameChoice(c, choice));
          const key = `${provider.id}\u0000${model.id}`;
          return (
            <label key={key} className="model-option">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => setCompareWith(toggleCompared(compareWith, choice, event.target.checked))}
                aria-label={model.name}
              />
              <span className="model-text">
                <span className="model-name">{model.name}</span>
                {severalProviders && <span className="model-details">{provider.name}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {full && <p className="model-none">{COMPARE_SETTINGS_LABELS.compareFull(MAX_COMPARED_MODELS)}</p>}
    </div>
  );
}
