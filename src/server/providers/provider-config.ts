import type { ModelEntry } from '../../shared/api-contract';

/** Which request parameters a provider takes beyond the common OpenAI chat-completions ones. */
export type Dialect = 'groq' | 'openai' | 'openrouter' | 'generic';

/** One configured OpenAI-compatible endpoint, as resolved from the environment and PROVIDERS_FILE. */
export interface ProviderConfig {
  id: string;
  /** Shown to people (the group label in Settings). */
  name: string;
  /** Without a trailing slash, e.g. https://api.groq.com/openai/v1 */
  baseUrl: string;
  /** Sent as a Bearer token; only ever over https or to a loopback address. */
  apiKey?: string;
  headers: Record<string, string>;
  /** A fixed model list; without one, the server reads GET <baseUrl>/models. */
  models?: ModelEntry[];
  dialect: Dialect;
}
