import { describe, expect, it, vi } from 'vitest';
import type { ModelEntry } from '../../shared/api-contract';
import { MAX_MODEL_ID_LENGTH, MAX_PROVIDER_MODELS } from '../../shared/config/models';
import type { ChatProvider } from './chat-provider';
import { createModelCatalog } from './model-catalog';
import { keepValidModels } from './model-list-rules';
import { parseProvidersFile } from './providers-file';

const entry = (id: string, name = id): ModelEntry => ({ id, name, description: '' });

describe("a provider's /models entries", () => {
  it.each([
    { what: 'an id past the longest', model: entry('x'.repeat(MAX_MODEL_ID_LENGTH + 1)) },
    { what: 'a NUL in the id', model: entry('a\u0000b') },
    { what: 'an ESC in the name', model: entry('m', 'name \u001b[31m red') },
    { what: 'a CR-LF in the name', model: entry('m', 'one\r\ntwo') },
    { what: 'a right-to-left override in the name', model: entry('m', 'evil\u202Etxt.exe') },
    { what: 'a blank name', model: entry('m', '   ') },
  ])('leave out $what, like a PROVIDERS_FILE model', ({ model }) => {
    expect(keepValidModels([entry('good'), model])).toEqual({ models: [entry('good')], refused: 1, cut: 0 });
    const file = JSON.stringify({ providers: [{ id: 'p', name: 'P', baseUrl: 'http://127.0.0.1:1/v1', models: [model] }] });
    expect(() => parseProvidersFile(file, 'providers.json')).toThrow(/providers\.0\.models\.0/);
  });

  it('keep the first of a repeated id, and at most the configured number', () => {
    expect(keepValidModels([entry('a'), entry('a', 'Again'), entry('b')])).toEqual({ models: [entry('a'), entry('b')], refused: 1, cut: 0 });
    const many = Array.from({ length: MAX_PROVIDER_MODELS + 5 }, (_, i) => entry(`m${i}`));
    const kept = keepValidModels(many);
    expect(kept.models).toHaveLength(MAX_PROVIDER_MODELS);
    expect(kept.cut).toBe(5);
  });

  it('are cut with one log line naming the provider, not one a read', async () => {
    const many = Array.from({ length: MAX_PROVIDER_MODELS + 1 }, (_, i) => entry(`m${i}`));
    const listModels = vi.fn(async () => many);
    const provider: ChatProvider = { listModels, complete: () => Promise.reject(new Error('unused')), stream: () => Promise.reject(new Error('unused')) };
    const log = vi.fn();
    const config = { id: 'bigcorp', name: 'Big', baseUrl: 'http://127.0.0.1:1/v1', headers: {}, dialect: 'generic' as const };
    const catalog = createModelCatalog(config, provider, { refreshMs: 10, readTimeoutMs: 1000, log });
    await catalog.ready;
    expect(catalog.models()).toHaveLength(MAX_PROVIDER_MODELS);
    await vi.waitFor(() => expect(listModels.mock.calls.length).toBeGreaterThanOrEqual(3));
    catalog.stop();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/bigcorp.*1 past the limit/);
  });
});
