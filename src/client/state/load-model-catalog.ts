import { MODELS_API_PATH, modelsReplySchema, type ProviderModels } from '../../shared/api-contract';
import { BUILT_IN_MODEL } from '../../shared/config/browser-model';
import { BROWSER_PROVIDER_ID, BROWSER_PROVIDER_NAME } from '../../shared/config/local-models';
import { builtInModelOffered } from '../lib/prompt-api';
import { useModelStore } from './model-store';
import { safeParse } from 'valibot';

/**
 * Reads GET /api/models into the model store; on any failure the built-in list stays. A module of
 * its own, loaded after the first paint, so that the API contract's schemas stay off that path.
 * Where the browser offers its own model (the Prompt API), it joins `In this browser`.
 */
export async function loadModelCatalog(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const res = await fetchImpl(MODELS_API_PATH, { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const parsed = safeParse(modelsReplySchema, await res.json());
    if (parsed.success) useModelStore.getState().setCatalog(withBuiltIn(parsed.output.providers, await builtInModelOffered()));
  } catch {
    // Offline or an older server: Groq's built-in list stays.
  }
}

/** The server's list with `Built into this browser` last under `In this browser`, where the browser offers it. */
export function withBuiltIn(providers: ProviderModels[], offered: boolean): ProviderModels[] {
  if (!offered) return providers;
  const builtIn = { ...BUILT_IN_MODEL };
  const browser = providers.find((p) => p.id === BROWSER_PROVIDER_ID);
  if (browser) return providers.map((p) => (p === browser ? { ...p, models: [...p.models, builtIn] } : p));
  return [...providers, { id: BROWSER_PROVIDER_ID, name: BROWSER_PROVIDER_NAME, models: [builtIn] }];
}
