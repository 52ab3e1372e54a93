import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelEntry } from '../../shared/api-contract';
import type { ChatProvider } from './chat-provider';
import { createModelCatalog } from './model-catalog';
import type { ProviderConfig } from './provider-config';

const config: ProviderConfig = { id: 'ollama', name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', headers: {}, dialect: 'generic' };
const entry = (id: string): ModelEntry => ({ id, name: id, description: '' });

/** A provider whose /models answers come from a queue (a list, or an error). */
function providerAnswering(answers: (ModelEntry[] | Error)[]) {
  const listModels = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const notCalled = () => Promise.reject(new Error('not in this test'));
  const provider: ChatProvider = { listModels, complete: notCalled, stream: notCalled };
  return { provider, listModels };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a provider model list', () => {
  it('is read at start and again every refresh period', async () => {
    const { provider, listModels } = providerAnswering([[entry('a')], [entry('a'), entry('b')]]);
    const catalog = createModelCatalog(config, provider, { refreshMs: 600_000, retryMs: 30_000, readTimeoutMs: 1_000, log: () => undefined });
    await catalog.ready;
    expect(catalog.models().map((m) => m.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(599_000);
    expect(listModels).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(catalog.models().map((m) => m.id)).toEqual(['a', 'b']);
    catalog.stop();
    await vi.advanceTimersByTimeAsync(1_200_000);
    expect(listModels).toHaveBeenCalledTimes(2);
  });

  it('after a failed read tries again sooner, keeping the last good list and logging once', async () => {
    const lines: string[] = [];
    const { provider, listModels } = providerAnswering([[entry('a')], new TypeError('fetch failed'), new TypeError('fetch failed'), [entry('c')]]);
    const catalog = createModelCatalog(config, provider, { refreshMs: 600_000, retryMs: 30_000, readTimeoutMs: 1_000, log: (l) => lines.push(l) });
    await catalog.ready;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(catalog.models().map((m) => m.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(listModels).toHaveBeenCalledTimes(3);
    expect(lines).toEqual(["models: reading ollama's model list failed (TypeError); keeping the last list"]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(catalog.models().map((m) => m.id)).toEqual(['c']);
    expect(lines[1]).toBe('models: ollama answered again (1 models)');
    catalog.stop();
  });

  it('uses a configured list as is, without reading', async () => {
    const { provider, listModels } = providerAnswering([[entry('x')]]);
    const catalog = createModelCatalog({ ...config, models: [entry('fixed')] }, provider, { refreshMs: 1_000, readTimeoutMs: 1_000, log: () => undefined });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(catalog.models()).toEqual([entry('fixed')]);
    expect(listModels).not.toHaveBeenCalled();
  });
});
