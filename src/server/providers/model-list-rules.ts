import type { ModelEntry } from '../../shared/api-contract';
import {
  MAX_MODEL_DESCRIPTION_LENGTH,
  MAX_MODEL_ID_LENGTH,
  MAX_MODEL_NAME_LENGTH,
  MAX_PROVIDER_MODELS,
  UNSAFE_MODEL_TEXT,
} from '../../shared/config/models';

/** Why a model entry is refused (the same rules as a PROVIDERS_FILE model), or undefined when it is fine. */
export function modelEntryProblem(entry: { id: string; name: string; description?: string }): string | undefined {
  if (entry.id.length === 0 || entry.id.length > MAX_MODEL_ID_LENGTH) return `id must be 1 to ${MAX_MODEL_ID_LENGTH} characters`;
  if (entry.name.trim().length === 0 || entry.name.length > MAX_MODEL_NAME_LENGTH) return `name must be 1 to ${MAX_MODEL_NAME_LENGTH} characters`;
  if ((entry.description?.length ?? 0) > MAX_MODEL_DESCRIPTION_LENGTH) return `description must be at most ${MAX_MODEL_DESCRIPTION_LENGTH} characters`;
  if (UNSAFE_MODEL_TEXT.test(entry.id) || UNSAFE_MODEL_TEXT.test(entry.name) || UNSAFE_MODEL_TEXT.test(entry.description ?? '')) {
    return 'must hold no control or bidirectional-override characters';
  }
  return undefined;
}

export interface KeptModels {
  models: ModelEntry[];
  /** Entries refused by the rules, or a repeat of an id already kept. */
  refused: number;
  /** Valid entries past MAX_PROVIDER_MODELS. */
  cut: number;
}

/**
 * A provider's /models answer as Settings may show it: each entry checked like a PROVIDERS_FILE
 * model (a bad one is left out, not the whole list), ids unique (the first wins), at most `max`.
 */
export function keepValidModels(entries: readonly ModelEntry[], max: number = MAX_PROVIDER_MODELS): KeptModels {
  const models: ModelEntry[] = [];
  const seen = new Set<string>();
  let refused = 0;
  let cut = 0;
  for (const entry of entries) {
    if (modelEntryProblem(entry) !== undefined || seen.has(entry.id)) refused++;
    else if (models.length >= max) cut++;
    else {
      seen.add(entry.id);
      models.push(entry);
    }
  }
  return { models, refused, cut };
}
