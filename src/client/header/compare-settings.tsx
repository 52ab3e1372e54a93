import { useId } from 'react';
import { MAX_COMPARED_MODELS } from '../../shared/config/models';
import { choiceKey, sameChoice } from '../state/compare-choice';
import { toggleCompared } from '../state/compare-edits';
import type { CatalogProvider } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { COMPARE_SETTINGS_LABELS } from './compare-labels';
import './compare-settings.css';

/**
 * Settings' `Compare with` group (DESIGN.md, Compare models): a checkbox per other offered model,
 * at most MAX_COMPARED_MODELS checked (the others disabled while that many are). `shown` is what the
 * model list shows; with many models (`filtering`) only those the filter finds, once something is
 * typed, and the checked ones are offered: a thousand checkboxes help nobody.
 */
export function CompareSettings({ catalog, shown, filtering }: { catalog: readonly CatalogProvider[]; shown: readonly CatalogProvider[]; filtering: boolean }) {
  const compareWith = useModelStore((s) => s.compareWith);
  const selectedModelId = useModelStore((s) => s.selectedModelId);
  const selectedProvider = useModelStore((s) => s.selectedProvider);
  const setCompareWith = useModelStore((s) => s.setCompareWith);
  const id = useId();
  const full = compareWith.length >= MAX_COMPARED_MODELS;
  const shownKeys = new Set(shown.flatMap((provider) => provider.models.map((model) => choiceKey({ provider: provider.id, modelId: model.id }))));
  const others = catalog.flatMap((provider) =>
    provider.models
      .map((model) => ({ provider, model, choice: { provider: provider.id, modelId: model.id } }))
      .filter(({ choice }) => !sameChoice(choice, { provider: selectedProvider, modelId: selectedModelId }))
      .filter(({ choice }) => shownKeys.has(choiceKey(choice)) || compareWith.some((c) => sameChoice(c, choice))),
  );
  if (others.length === 0 && !filtering) return null;
  return (
    <div className="compare-settings">
      <h3 id={id} className="compare-settings__title">
        {COMPARE_SETTINGS_LABELS.compareWith}
      </h3>
      <div role="group" aria-labelledby={id} className="model-list compare-settings__list">
        {others.map(({ provider, model, choice }) => {
          const checked = compareWith.some((c) => sameChoice(c, choice));
          return (
            <label key={choiceKey(choice)} className="model-option">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => setCompareWith(toggleCompared(compareWith, choice, event.target.checked))}
                aria-label={model.name}
              />
              <span className="model-text">
                <span className="model-name">{model.name}</span>
                {catalog.length > 1 && <span className="model-details">{provider.name}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {filtering && shown.length === 0 && <p className="model-none">{COMPARE_SETTINGS_LABELS.filterToFind}</p>}
      {full && <p className="model-none">{COMPARE_SETTINGS_LABELS.compareFull(MAX_COMPARED_MODELS)}</p>}
    </div>
  );
}
