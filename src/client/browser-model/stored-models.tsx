import { useEffect, useState } from 'react';
import { BROWSER_MODEL_TEXT, toMegabytes } from '../../shared/config/browser-model';
import { BROWSER_PROVIDER_ID } from '../../shared/config/local-models';
import { showSuccess } from '../ui/toast';
import { useModelStore } from '../state/model-store';
import { canStoreModels, storedModel } from './model-files';
import { modelWorker } from './worker-client';
import './stored-models.css';

interface Stored {
  id: string;
  name: string;
  bytes: number;
}

/**
 * Settings: each browser model kept in this browser, the space it takes and `Remove <name> from
 * this browser` (DESIGN.md, No key needed). Shows nothing where none is stored.
 */
export function StoredModels() {
  const models = useModelStore((s) => s.catalog.find((p) => p.id === BROWSER_PROVIDER_ID)?.models);
  const [stored, setStored] = useState<Stored[]>([]);
  useEffect(() => {
    if (!models || !canStoreModels()) return;
    let live = true;
    void Promise.all(models.map(async ({ id, name }) => ({ id, name, file: await storedModel(id) }))).then((found) => {
      if (live) setStored(found.flatMap(({ id, name, file }) => (file ? [{ id, name, bytes: file.size }] : [])));
    });
    return () => {
      live = false;
    };
  }, [models]);

  const remove = async ({ id, name }: Stored) => {
    // Through the worker: it lets go of the model first where it has it loaded.
    const { ended } = modelWorker().request({ type: 'remove', modelId: id }, () => {});
    if ((await ended).type !== 'removed') return;
    setStored((now) => now.filter((m) => m.id !== id));
    showSuccess(BROWSER_MODEL_TEXT.removed(name));
  };

  if (stored.length === 0) return null;
  return (
    <div className="stored-models">
      {stored.map((model) => (
        <p key={model.id} className="stored-models__row">
          <span>{BROWSER_MODEL_TEXT.stored(model.name, toMegabytes(model.bytes))}</span>
          <button type="button" className="stored-models__remove" onClick={() => void remove(model)}>
            {BROWSER_MODEL_TEXT.remove(model.name)}
          </button>
        </p>
      ))}
    </div>
  );
}
