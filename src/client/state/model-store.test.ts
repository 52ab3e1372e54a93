import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import type { ProviderModels } from '../../shared/api-contract';
import { ACTIVE_MODEL_IDS, ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER, MAX_COMPARED_MODELS } from '../../shared/config/models';
import { swapCompared } from './compare-edits';
import { AI_MODELS_VERSION } from './model-storage';

/** The store reads storage when its module loads, so each case loads a fresh copy. */
async function freshStore() {
  vi.resetModules();
  return (await import('./model-store')).useModelStore;
}

const otherModelId = ACTIVE_MODEL_IDS.find((id) => id !== DEFAULT_MODEL_ID) ?? '';

afterEach(() => window.localStorage.clear());

describe('useModelStore', () => {
  it('starts with the default model when nothing is stored', async () => {
    expect((await freshStore()).getState().selectedModelId).toBe(DEFAULT_MODEL_ID);
  });

  it('restores a stored active model', async () => {
    window.localStorage.setItem(STORAGE_KEYS.aiModels, JSON.stringify({ selectedModelId: otherModelId }));
    expect((await freshStore()).getState().selectedModelId).toBe(otherModelId);
  });

  it.each([
    ['broken JSON', '{"selectedModelId":'],
    ['an unknown model', JSON.stringify({ selectedModelId: 'gpt-9000' })],
    ['a wrong shape', JSON.stringify(['openai/gpt-oss-20b'])],
    ['a wrong type', JSON.stringify({ selectedModelId: 7 })],
  ])('falls back to the default model when storage holds %s', async (_label, raw) => {
    window.localStorage.setItem(STORAGE_KEYS.aiModels, raw);
    expect((await freshStore()).getState().selectedModelId).toBe(DEFAULT_MODEL_ID);
  });

  it('stores a chosen model as {version, selectedModelId, provider, compareWith}', async () => {
    const store = await freshStore();
    store.getState().selectModel(otherModelId);
    expect(store.getState().selectedModelId).toBe(otherModelId);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.aiModels) ?? 'null')).toEqual({
      version: AI_MODELS_VERSION,
      selectedModelId: otherModelId,
      provider: DEFAULT_PROVIDER,
      compareWith: [],
    });
  });

  it('ignores a model id that is not active', async () => {
    const store = await freshStore();
    store.getState().selectModel('gpt-9000');
    expect(store.getState().selectedModelId).toBe(DEFAULT_MODEL_ID);
    expect(window.localStorage.getItem(STORAGE_KEYS.aiModels)).toBeNull();
  });
});

const groq: ProviderModels = { id: DEFAULT_PROVIDER, name: 'Groq', models: ACTIVE_MODELS.map(({ id, name, description }) => ({ id, name, description })) };
const ollama: ProviderModels = { id: 'ollama', name: 'Ollama', models: [{ id: 'llama3.2:latest', name: 'llama3.2:latest', description: '' }] };
const storeChoice = (value: unknown) => window.localStorage.setItem(STORAGE_KEYS.aiModels, JSON.stringify(value));
const choiceOf = (store: Awaited<ReturnType<typeof freshStore>>) => {
  const { selectedProvider, selectedModelId } = store.getState();
  return { selectedProvider, selectedModelId };
};

describe('useModelStore with the server list of providers', () => {
  it('loads a state stored by the Groq-only build (selectedModelId alone) as a Groq model', async () => {
    storeChoice({ selectedModelId: otherModelId });
    const store = await freshStore();
    store.getState().setCatalog([groq, ollama]);
    expect(choiceOf(store)).toEqual({ selectedProvider: DEFAULT_PROVIDER, selectedModelId: otherModelId });
  });

  it('keeps a stored model of another provider while the server list is on its way, and once it offers it', async () => {
    storeChoice({ selectedModelId: 'llama3.2:latest', provider: 'ollama' });
    const store = await freshStore();
    expect(choiceOf(store)).toEqual({ selectedProvider: 'ollama', selectedModelId: 'llama3.2:latest' });
    store.getState().setCatalog([groq, ollama]);
    expect(choiceOf(store)).toEqual({ selectedProvider: 'ollama', selectedModelId: 'llama3.2:latest' });
  });

  it('falls back to the default when the stored choice is no longer offered, without forgetting it', async () => {
    storeChoice({ selectedModelId: 'llama3.2:latest', provider: 'ollama' });
    const store = await freshStore();
    store.getState().setCatalog([groq]);
    expect(choiceOf(store)).toEqual({ selectedProvider: DEFAULT_PROVIDER, selectedModelId: DEFAULT_MODEL_ID });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.aiModels) ?? 'null')).toMatchObject({ provider: 'ollama' });
  });

  it('falls back to the first model offered when Groq is not configured', async () => {
    const store = await freshStore();
    store.getState().setCatalog([ollama]);
    expect(choiceOf(store)).toEqual({ selectedProvider: 'ollama', selectedModelId: 'llama3.2:latest' });
  });

  it('does not take a model id under the wrong provider', async () => {
    const store = await freshStore();
    store.getState().setCatalog([groq, ollama]);
    store.getState().selectModel('llama3.2:latest', DEFAULT_PROVIDER);
    expect(choiceOf(store)).toEqual({ selectedProvider: DEFAULT_PROVIDER, selectedModelId: DEFAULT_MODEL_ID });
    store.getState().selectModel('llama3.2:latest', 'ollama');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.aiModels) ?? 'null')).toMatchObject({ selectedModelId: 'llama3.2:latest', provider: 'ollama' });
  });

  it('reads GET /api/models into the catalog, and keeps the built-in list when that fails', async () => {
    vi.resetModules();
    const { useModelStore } = await import('./model-store');
    const { loadModelCatalog } = await import('./load-model-catalog');
    const builtIn = useModelStore.getState().catalog;
    await loadModelCatalog(async () => new Response('not json', { status: 200 }));
    await loadModelCatalog(async () => Promise.reject(new TypeError('offline')));
    await loadModelCatalog(async () => Response.json({ error: { code: 'x', message: 'y' } }, { status: 500 }));
    expect(useModelStore.getState()).toMatchObject({ catalog: builtIn, catalogLoaded: false });
    await loadModelCatalog(async (url) => {
      expect(url).toBe('/api/models');
      return Response.json({ providers: [groq, ollama] });
    });
    expect(useModelStore.getState().catalog.map((p) => p.id)).toEqual([DEFAULT_PROVIDER, 'ollama']);
    // Groq's own models keep SPEC.md's details (tooltip, Pro tag) that the server does not send.
    expect(useModelStore.getState().catalog[0]?.models[0]).toMatchObject({ tooltip: ACTIVE_MODELS[0]?.tooltip, isPro: true });
  });
});

const groqChoice = (modelId: string) => ({ provider: DEFAULT_PROVIDER, modelId });
const [firstOther, secondOther] = ACTIVE_MODEL_IDS.filter((id) => id !== DEFAULT_MODEL_ID).map(groqChoice);
const local = { provider: 'ollama', modelId: 'llama3.2:latest' };

describe('useModelStore comparing models (DESIGN.md, Compare models)', () => {
  it('keeps the compared models over a reload, and takes at most MAX_COMPARED_MODELS', async () => {
    if (!firstOther || !secondOther) throw new Error('the built-in list has three models');
    const store = await freshStore();
    store.getState().setCatalog([groq, ollama]);
    store.getState().setCompareWith([firstOther, secondOther, local]);
    expect(store.getState().compareWith).toEqual([firstOther, secondOther]);
    expect(MAX_COMPARED_MODELS).toBe(2);
    const reloaded = await freshStore();
    expect(reloaded.getState().compareWith).toEqual([firstOther, secondOther]);
    reloaded.getState().setCompareWith([secondOther]);
    expect(reloaded.getState().compareWith).toEqual([secondOther]);
  });

  it('drops a stored compared model that is no longer offered, the selected model, and damaged entries', async () => {
    storeChoice({
      version: AI_MODELS_VERSION,
      selectedModelId: DEFAULT_MODEL_ID,
      provider: DEFAULT_PROVIDER,
      compareWith: [{ provider: 'ollama', id: 'llama3.2:latest' }, { provider: DEFAULT_PROVIDER, id: DEFAULT_MODEL_ID }, { provider: 'groq', id: 7 }, 'x'],
    });
    const store = await freshStore();
    // Ollama's list is not known yet: its model is trusted until the server's list tells.
    expect(store.getState().compareWith).toEqual([local]);
    store.getState().setCatalog([groq]);
    expect(store.getState().compareWith).toEqual([]);
  });

  it('selects a model and its compared models in one update, and selecting a compared model uncompares it', async () => {
    if (!firstOther || !secondOther) throw new Error('the built-in list has three models');
    const store = await freshStore();
    store.getState().setCompareWith([firstOther, secondOther]);
    const updates: unknown[] = [];
    store.subscribe((s) => updates.push(s.compareWith));
    store.getState().selectModel(secondOther.modelId, DEFAULT_PROVIDER, swapCompared(store.getState().compareWith, secondOther, groqChoice(DEFAULT_MODEL_ID)));
    expect(updates).toHaveLength(1);
    expect(choiceOf(store)).toEqual({ selectedProvider: DEFAULT_PROVIDER, selectedModelId: secondOther.modelId });
    expect(store.getState().compareWith).toEqual([firstOther, groqChoice(DEFAULT_MODEL_ID)]);
    store.getState().selectModel(firstOther.modelId);
    expect(store.getState().compareWith).toEqual([groqChoice(DEFAULT_MODEL_ID)]);
  });
});
