import { create } from 'zustand';
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { ACTIVE_MODEL_IDS, DEFAULT_MODEL_ID } from '../../shared/config/models';
import { readStored, writeStored } from '../lib/storage';

// Only an active model id is accepted: a corrupted, foreign or retired value falls back to the default.
const storedModelSchema = z.object({
  selectedModelId: z.string().check(z.refine((id) => ACTIVE_MODEL_IDS.includes(id))),
});

export function readStoredModelId(): string {
  return readStored(STORAGE_KEYS.aiModels, storedModelSchema, { selectedModelId: DEFAULT_MODEL_ID }).selectedModelId;
}

export interface ModelState {
  selectedModelId: string;
  /** Stores the choice; an id that is not an active model is ignored. */
  selectModel: (id: string) => void;
}

export const useModelStore = create<ModelState>((set) => ({
  selectedModelId: readStoredModelId(),
  selectModel: (id) => {
    if (!ACTIVE_MODEL_IDS.includes(id)) return;
    writeStored(STORAGE_KEYS.aiModels, { selectedModelId: id });
    set({ selectedModelId: id });
  },
}));
