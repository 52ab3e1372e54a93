import { MODELS_API_PATH, modelsReplySchema } from '../../shared/api-contract';
import { useModelStore } from './model-store';
import { safeParse } from 'valibot';

/**
 * Reads GET /api/models into the model store; on any failure the built-in list stays. A module of
 * its own, loaded after the first paint, so that the API contract's schemas stay off that path.
 */
export async function loadModelCatalog(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const res = await fetchImpl(MODELS_API_PATH, { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const parsed = safeParse(modelsReplySchema, await res.json());
    if (parsed.success) useModelStore.getState().setCatalog(parsed.output.providers);
  } catch {
    // Offline or an older server: Groq's built-in list stays.
  }
}
