import { describe, expect, it } from 'vitest';
import { MAX_COMPARED_MODELS } from '../../shared/config/models';
import { keepCompared } from './compare-choice';
import { swapCompared, toggleCompared } from './compare-edits';
import type { CatalogProvider } from './model-catalog';

const model = (id: string) => ({ id, name: id.toUpperCase(), description: '' });
const catalog: CatalogProvider[] = [
  { id: 'groq', name: 'Groq', models: [model('a'), model('b'), model('c'), model('d')] },
  { id: 'ollama', name: 'Ollama', models: [model('l')] },
];
const g = (modelId: string) => ({ provider: 'groq', modelId });
const o = (modelId: string) => ({ provider: 'ollama', modelId });

describe('the compared models', () => {
  it.each([
    ['keeps offered models in order', [g('b'), o('l')], true, [g('b'), o('l')]],
    ['drops the selected model', [g('a'), g('b')], true, [g('b')]],
    ['drops repeats', [g('b'), g('b')], true, [g('b')]],
    ['drops a model no longer offered', [g('x'), g('b')], true, [g('b')]],
    ['keeps at most the limit', [g('b'), g('c'), g('d')], true, [g('b'), g('c')]],
    ['trusts another provider before the list is loaded', [o('gone'), g('x')], false, [o('gone')]],
  ])('%s', (_label, list, loaded, expected) => {
    expect(keepCompared(list, g('a'), catalog, loaded)).toEqual(expected);
    expect(expected.length).toBeLessThanOrEqual(MAX_COMPARED_MODELS);
  });

  it('checks and unchecks, and a check past the limit changes nothing', () => {
    expect(toggleCompared([g('b')], g('c'), true)).toEqual([g('b'), g('c')]);
    expect(toggleCompared([g('b'), g('c')], g('d'), true)).toEqual([g('b'), g('c')]);
    expect(toggleCompared([g('b'), g('c')], g('b'), false)).toEqual([g('c')]);
  });

  it('puts the previously selected model in the place of the one used', () => {
    expect(swapCompared([g('b'), g('c')], g('c'), g('a'))).toEqual([g('b'), g('a')]);
  });
});
