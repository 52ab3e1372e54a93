/** The hosted-model provider key; also the default `provider` of the one call. */
export const DEFAULT_PROVIDER = 'groq';
/** Groq's display name: the group label of its models when several providers are configured. */
export const DEFAULT_PROVIDER_NAME = 'Groq';
/** A provider id (built-in or from PROVIDERS_FILE): what the call's `provider` field may hold. */
export const PROVIDER_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;
/** The longest model id accepted (OpenRouter's ids are the longest seen, about 60 characters). */
export const MAX_MODEL_ID_LENGTH = 200;
/** The longest model name and description accepted, from PROVIDERS_FILE or a provider's /models. */
export const MAX_MODEL_NAME_LENGTH = 100;
export const MAX_MODEL_DESCRIPTION_LENGTH = 300;
/**
 * Most models kept of one provider's /models: a provider may list any number, and a list of a
 * hundred thousand slowed the server and took Settings seconds to open. OpenRouter, the largest
 * real catalogue seen, lists a few hundred.
 */
export const MAX_PROVIDER_MODELS = 1000;
/** Settings offers a filter box once the providers offer more models than this. */
export const MODEL_FILTER_FROM = 12;
/** Settings renders at most this many matching models at once (the filter narrows the rest). */
export const MODELS_SHOWN_AT_ONCE = 100;
/** How many other models Settings lets a person compare with the selected one (DESIGN.md, Compare models). */
export const MAX_COMPARED_MODELS = 2;
/** Control, format (bidirectional overrides, zero-width) and line-separator characters: never in a model's id or name. */
export const UNSAFE_MODEL_TEXT = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

export interface ModelConfig {
  id: string;
  name: string;
  tooltip: string;
  description: string;
  isPro: boolean;
  source: string;
  isActive: boolean;
  /** gpt-oss models reason before they answer; the server keeps that reasoning out of the reply. */
  reasons: boolean;
  /**
   * Completion budget. About 800 words is about 1,070 tokens; a reasoning model also spends tokens
   * thinking (kept low with reasoning effort 'low'). Groq counts the whole budget against the
   * per-minute token limit, so it stays small.
   */
  maxCompletionTokens: number;
}

export const MODELS: readonly ModelConfig[] = [
  {
    id: 'llama-3.3-70b-versatile',
    name: 'Llama3.3-70b-versatile',
    tooltip: "Meta's Llama 3.3 70B: strong writing quality, about 280 tokens a second.",
    description: 'Smart and Fast',
    isPro: true,
    source: DEFAULT_PROVIDER,
    isActive: true,
    reasons: false,
    maxCompletionTokens: 1400,
  },
  {
    id: 'openai/gpt-oss-120b',
    name: 'OpenAI GPT-OSS-120B',
    tooltip: "OpenAI's open-weight 120B model: careful reasoning, about 500 tokens a second.",
    description: 'Smart and Fast',
    isPro: true,
    source: DEFAULT_PROVIDER,
    isActive: true,
    reasons: true,
    maxCompletionTokens: 2400,
  },
  {
    id: 'openai/gpt-oss-20b',
    name: 'OpenAI GPT-OSS-20B',
    tooltip: "OpenAI's open-weight 20B model: the quickest, about 1,000 tokens a second.",
    description: 'Smart and Fast',
    isPro: true,
    source: DEFAULT_PROVIDER,
    isActive: true,
    reasons: true,
    maxCompletionTokens: 2400,
  },
];

/**
 * The reply budget for a model the server only knows by id (another provider's, or one read from
 * a /models list): room for about 800 words and some reasoning before them.
 */
export const DEFAULT_MAX_COMPLETION_TOKENS = 2400;

export const ACTIVE_MODELS: readonly ModelConfig[] = MODELS.filter((m) => m.isActive);
export const DEFAULT_MODEL_ID = 'llama-3.3-70b-versatile';
export const ACTIVE_MODEL_IDS = ACTIVE_MODELS.map((m) => m.id);

export function findModel(id: string): ModelConfig | undefined {
  return ACTIVE_MODELS.find((m) => m.id === id);
}
