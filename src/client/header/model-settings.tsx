import { useId } from 'react';
import { MESSAGES } from '../../shared/config/messages';
import { ACTIVE_MODELS, type ModelConfig } from '../../shared/config/models';
import { showSuccess } from '../ui/toast';
import { HEADER_LABELS } from './header-labels';
import { useModelStore } from '../state/model-store';
import './model-settings.css';

/** The settings panel's radio list of models (SPEC.md section 2, Settings dropdown). */
export function ModelSettings({ labelledBy }: { labelledBy: string }) {
  const selectedModelId = useModelStore((s) => s.selectedModelId);
  const selectModel = useModelStore((s) => s.selectModel);
  const name = useId();

  const choose = (model: ModelConfig) => {
    selectModel(model.id);
    showSuccess(MESSAGES.modelChanged(model.name));
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="model-list">
      {ACTIVE_MODELS.map((model) => (
        <ModelOption
          key={model.id}
          model={model}
          groupName={name}
          checked={model.id === selectedModelId}
          onChoose={choose}
        />
      ))}
    </div>
  );
}

interface ModelOptionProps {
  model: ModelConfig;
  groupName: string;
  checked: boolean;
  onChoose: (model: ModelConfig) => void;
}

function ModelOption({ model, groupName, checked, onChoose }: ModelOptionProps) {
  const id = useId();
  // The radio is named by the model name alone; the tag, description and tooltip describe it.
  return (
    <label className="model-option">
      <input
        type="radio"
        name={groupName}
        value={model.id}
        checked={checked}
        onChange={() => onChoose(model)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
      />
      <span className="model-text">
        <span className="model-name-line">
          <span id={`${id}-name`} className="model-name">
            {model.name}
          </span>
          {model.isPro && <span className="pro-tag">{HEADER_LABELS.proTag}</span>}
        </span>
        <span id={`${id}-details`} className="model-details">
          <span className="model-description">{model.description}</span>
          <span>{model.tooltip}</span>
        </span>
      </span>
    </label>
  );
}
