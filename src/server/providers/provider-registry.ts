import type { ProviderId } from '../../shared/config/models';
import type { ServerEnv } from '../env';
import type { ChatProvider } from './chat-provider';
import { createGroqProvider } from './groq-provider';

/** The configured provider per id; an id maps to undefined when its key is not set. */
export type ProviderRegistry = Record<ProviderId, ChatProvider | undefined>;

export function createProviderRegistry(env: Pick<ServerEnv, 'GROQ_API_KEY' | 'GROQ_BASE_URL' | 'UPSTREAM_TIMEOUT_MS'>): ProviderRegistry {
  return {
    groq: env.GROQ_API_KEY
      ? createGroqProvider({ apiKey: env.GROQ_API_KEY, baseURL: env.GROQ_BASE_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS })
      : undefined,
  };
}
