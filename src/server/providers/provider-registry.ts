import { DEFAULT_MAX_COMPLETION_TOKENS, DEFAULT_PROVIDER, findModel } from '../../shared/config/models';
import type { ChatProvider, ModelSpec } from './chat-provider';
import { createModelCatalog, MODEL_REFRESH_MS, type ModelCatalog } from './model-catalog';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import type { ProviderConfig } from './provider-config';
import type { ProvidersFileEntry } from './providers-file';
import { createNodeHttpTransport, type UpstreamTransport } from './upstream-transport';
import { resolveProviders, type ProviderEnv } from './resolve-providers';

export interface ProviderEntry {
  /** What the routes need of a provider; an OpenAI-compatible one carries its whole ProviderConfig. */
  config: Pick<ProviderConfig, 'id' | 'name'>;
  chat: ChatProvider;
  catalog: ModelCatalog;
}

export interface ProviderRegistry {
  get(id: string): ProviderEntry | undefined;
  /** Configured providers, built-ins first (Groq leads), then PROVIDERS_FILE's in file order. */
  entries(): readonly ProviderEntry[];
  /** Settles when every provider's first model read is over. */
  ready: Promise<void>;
  /** Stops the model list timers. */
  close(): void;
}

export interface RegistryOptions {
  file?: readonly ProvidersFileEntry[];
  /** The raw environment, for a file entry's apiKeyEnv. */
  variables?: Record<string, string | undefined>;
  log?: (line: string) => void;
  refreshMs?: number;
  transport?: UpstreamTransport;
}

/** Every configured provider with its client and model list. Throws ProviderConfigError. */
export function createProviderRegistry(env: ProviderEnv & { UPSTREAM_TIMEOUT_MS: number }, options: RegistryOptions = {}): ProviderRegistry {
  const log = options.log ?? (() => undefined);
  // One transport (one keep-alive pool per scheme) for every provider.
  const transport = options.transport ?? createNodeHttpTransport();
  const entries = resolveProviders(env, options.file, options.variables).map((config): ProviderEntry => {
    const chat = createOpenAiCompatibleProvider(config, { timeoutMs: env.UPSTREAM_TIMEOUT_MS, transport });
    const catalog = createModelCatalog(config, chat, {
      refreshMs: options.refreshMs ?? MODEL_REFRESH_MS,
      readTimeoutMs: Math.min(env.UPSTREAM_TIMEOUT_MS, 10_000),
      log,
    });
    return { config, chat, catalog };
  });
  return {
    get: (id) => entries.find((e) => e.config.id === id),
    entries: () => entries,
    ready: Promise.all(entries.map((e) => e.catalog.ready)).then(() => undefined),
    close: () => entries.forEach((e) => e.catalog.stop()),
  };
}

/** The registry with one more provider after the others (the server's own model comes last). */
export function withProvider(registry: ProviderRegistry, entry: ProviderEntry): ProviderRegistry {
  const entries = [...registry.entries(), entry];
  return { ...registry, get: (id) => entries.find((e) => e.config.id === id), entries: () => entries };
}

/** The model `id` of this provider, or undefined when the provider does not offer it. */
export function findModelSpec(entry: ProviderEntry, id: string): ModelSpec | undefined {
  if (!entry.catalog.models().some((m) => m.id === id)) return undefined;
  // Groq's own models carry their tuned budgets; any other model gets the default.
  const known = entry.config.id === DEFAULT_PROVIDER ? findModel(id) : undefined;
  return { id, reasons: known?.reasons ?? false, maxCompletionTokens: known?.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS };
}
