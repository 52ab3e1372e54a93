import { STORAGE_KEYS } from '../../shared/config/app-config';
import { DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../shared/config/models';
import { readStoredRaw, writeStored } from '../lib/storage';
import type { ModelChoice } from './model-catalog';

/**
 * Versions of the stored model choice (key `aiModelsState`, SPEC.md section 3). Version 1 had no
 * `version` field: `{ selectedModelId, provider? }` (before providers, `selectedModelId` alone, a
 * Groq model). Version 2 adds `compareWith: [{ provider, id }]` (DESIGN.md, Compare models).
 * Checked by hand rather than with valibot: this runs before the first paint, where every byte counts.
 */
export const AI_MODELS_VERSION = 2;

export interface StoredModels {
  choice: ModelChoice;
  compareWith: ModelChoice[];
}

type StoredValue = Record<string, unknown>;
const isRecord = (value: unknown): value is StoredValue => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The value in the current shape. Version 1 (no `version`) was chosen before comparing existed: it
 * compares with nothing. A newer version is read as the current one.
 */
export function migrateStoredModels(raw: unknown): unknown {
  return isRecord(raw) && !(Number(raw.version) >= AI_MODELS_VERSION) ? { ...raw, compareWith: [] } : raw;
}

/**
 * The stored value in the current shape, read defensively: a damaged choice gives the default, a
 * damaged compared entry is left out alone (whether each is still offered is model-store's call).
 */
export function parseStoredModels(stored: unknown): StoredModels {
  const raw = migrateStoredModels(stored);
  if (!isRecord(raw) || !isText(raw.selectedModelId)) return { choice: { provider: DEFAULT_PROVIDER, modelId: DEFAULT_MODEL_ID }, compareWith: [] };
  const provider = isText(raw.provider) ? raw.provider : DEFAULT_PROVIDER;
  const list: unknown[] = Array.isArray(raw.compareWith) ? raw.compareWith : [];
  const compareWith = list.flatMap((entry) => (isRecord(entry) && isText(entry.provider) && isText(entry.id) ? [{ provider: entry.provider, modelId: entry.id }] : []));
  return { choice: { provider, modelId: raw.selectedModelId }, compareWith };
}

export function readStoredModels(): StoredModels {
  return parseStoredModels(readStoredRaw(STORAGE_KEYS.aiModels));
}

export function writeStoredModels({ choice, compareWith }: StoredModels): void {
  writeStored(STORAGE_KEYS.aiModels, {
    version: AI_MODELS_VERSION,
    selectedModelId: choice.modelId,
    provider: choice.provider,
    compareWith: compareWith.map(({ provider, modelId }) => ({ provider, id: modelId })),
  });
}
