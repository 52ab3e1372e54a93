import type { ServerEnv } from '../env';
import { BUILT_IN_PROVIDERS, findBuiltIn, type BuiltInProvider } from './built-in-providers';
import type { ProviderConfig } from './provider-config';
import { ProviderConfigError, type ProvidersFileEntry } from './providers-file';

/** The provider variables of the environment; unset ones may be left out (tests). */
export type ProviderEnv = Partial<Pick<ServerEnv, `${'GROQ' | 'OPENAI' | 'OPENROUTER' | 'OLLAMA' | 'LMSTUDIO'}_${'API_KEY' | 'BASE_URL'}`>>;

/**
 * The configured providers: built-ins from the environment (a remote one by its key, a local one
 * by its base URL), then PROVIDERS_FILE's entries (an entry with a built-in id replaces it).
 * `variables` is the raw environment, where a file's `apiKeyEnv` is looked up.
 * Throws ProviderConfigError naming the setting at fault.
 */
export function resolveProviders(
  env: ProviderEnv,
  fileEntries: readonly ProvidersFileEntry[] = [],
  variables: Record<string, string | undefined> = {},
): ProviderConfig[] {
  const byId = new Map<string, ProviderConfig>();
  for (const builtIn of BUILT_IN_PROVIDERS) {
    const config = fromEnv(builtIn, env);
    if (config) byId.set(builtIn.id, checked(config, `${builtIn.env}_BASE_URL`));
  }
  fileEntries.forEach((entry, index) => {
    const config = fromFile(entry, index, env, variables);
    byId.set(entry.id, checked(config, `PROVIDERS_FILE providers.${index}.baseUrl`));
  });
  return [...byId.values()];
}

function fromEnv(builtIn: BuiltInProvider, env: ProviderEnv): ProviderConfig | undefined {
  const apiKey = env[`${builtIn.env}_API_KEY` as keyof ProviderEnv];
  const baseUrl = env[`${builtIn.env}_BASE_URL` as keyof ProviderEnv];
  if (builtIn.local ? !baseUrl : !apiKey) return undefined;
  return {
    id: builtIn.id,
    name: builtIn.name,
    baseUrl: trimSlash(baseUrl ?? builtIn.defaultBaseUrl),
    apiKey,
    headers: { ...builtIn.headers },
    models: builtIn.models,
    dialect: builtIn.dialect,
  };
}

function fromFile(entry: ProvidersFileEntry, index: number, env: ProviderEnv, variables: Record<string, string | undefined>): ProviderConfig {
  const builtIn = findBuiltIn(entry.id);
  let apiKey: string | undefined;
  if (entry.apiKeyEnv) {
    apiKey = variables[entry.apiKeyEnv]?.trim() || undefined;
    if (!apiKey) throw new ProviderConfigError(`PROVIDERS_FILE providers.${index}.apiKeyEnv: the variable ${entry.apiKeyEnv} is not set`);
  } else if (builtIn) {
    apiKey = env[`${builtIn.env}_API_KEY` as keyof ProviderEnv];
  }
  return {
    id: entry.id,
    name: entry.name,
    baseUrl: trimSlash(entry.baseUrl),
    apiKey,
    headers: { ...builtIn?.headers, ...entry.headers },
    models: entry.models?.map((m) => ({ id: m.id, name: m.name, description: m.description ?? '' })) ?? builtIn?.models,
    dialect: builtIn?.dialect ?? 'generic',
  };
}

/** A key travels only over https or to this machine (DESIGN.md, Providers). */
function checked(config: ProviderConfig, setting: string): ProviderConfig {
  if (config.apiKey && !keySafeTo(new URL(config.baseUrl))) {
    throw new ProviderConfigError(`${setting}: the ${config.name} key would be sent in the clear; use https, or a loopback address (127.0.0.1, ::1, localhost)`);
  }
  return config;
}

export function keySafeTo(url: URL): boolean {
  return url.protocol === 'https:' || isLoopback(url.hostname);
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
