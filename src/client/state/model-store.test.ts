import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { ACTIVE_MODEL_IDS, DEFAULT_MODEL_ID } from '../../shared/config/models';

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

  it('stores a chosen model as {selectedModelId}', async () => {
    const store = await freshStore();
    store.getState().selectModel(otherModelId);
    expect(store.getState().selectedModelId).toBe(otherModelId);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.aiModels) ?? 'null')).toEqual({ selectedModelId: otherModelId });
  });

  it('ignores a model id that is not active', async () => {
    const store = await freshStore();
    store.getState().selectModel('gpt-9000');
    expect(store.getState().selectedModelId).toBe(DEFAULT_MODEL_ID);
    expect(window.localStorage.getItem(STORAGE_KEYS.aiModels)).toBeNull();
  });
});
