import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../../shared/config/models';
import storedByV1 from '../../../tests/fixtures/stored-ai-models-v1.json';
import { AI_MODELS_VERSION, migrateStoredModels, parseStoredModels } from './model-storage';

describe('the stored model choice (aiModelsState)', () => {
  it('loads what the version 1 build stored as that choice, compared with nothing', () => {
    expect(parseStoredModels(JSON.parse(storedByV1.value))).toEqual({
      choice: { provider: DEFAULT_PROVIDER, modelId: 'openai/gpt-oss-120b' },
      compareWith: [],
    });
    expect(migrateStoredModels(JSON.parse(storedByV1.value))).toMatchObject({ compareWith: [] });
    expect(AI_MODELS_VERSION).toBe(2);
  });

  it('reads the Groq-only shape (selectedModelId alone) as a Groq model', () => {
    expect(parseStoredModels({ selectedModelId: 'x' }).choice).toEqual({ provider: DEFAULT_PROVIDER, modelId: 'x' });
  });

  it.each([
    ['a string', 'llama'],
    ['null', null],
    ['an array', [{ provider: 'groq', id: 'x' }]],
    ['a wrong type', { selectedModelId: 7, compareWith: [{ provider: 'groq', id: 'x' }] }],
  ])('gives the default choice for %s', (_label, raw) => {
    expect(parseStoredModels(raw)).toEqual({ choice: { provider: DEFAULT_PROVIDER, modelId: DEFAULT_MODEL_ID }, compareWith: [] });
  });

  it.each([
    ['not a list', { version: 2, selectedModelId: 'a', compareWith: 'b' }, []],
    ['damaged entries among good ones', { version: 2, selectedModelId: 'a', compareWith: [null, { id: 'b' }, { provider: 'p', id: 'c' }] }, [{ provider: 'p', modelId: 'c' }]],
    ['a newer version', { version: 9, selectedModelId: 'a', compareWith: [{ provider: 'p', id: 'c', extra: 1 }] }, [{ provider: 'p', modelId: 'c' }]],
  ])('keeps only the well-formed compared models when the list is %s', (_label, raw, expected) => {
    expect(parseStoredModels(raw).compareWith).toEqual(expected);
  });
});
