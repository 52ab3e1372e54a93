import type { ModelSpec } from './chat-provider';
import { groqParams, readGroqChunk } from './groq-dialect';
import type { Dialect } from './provider-config';
import { readStandardChunk, type ChunkMeaning } from './wire-schemas';

export interface DialectRules {
  /** The request fields beyond model and messages: the reply budget and what only this provider takes. */
  params(model: ModelSpec, stream: boolean): Record<string, unknown>;
  readChunk(raw: unknown): ChunkMeaning | undefined;
}

// OpenAI and Groq deprecated max_tokens; OpenRouter, Ollama, LM Studio and most servers take it.
const budget = (model: ModelSpec, field: 'max_tokens' | 'max_completion_tokens') => ({ [field]: model.maxCompletionTokens });
const usageInStream = (stream: boolean) => (stream ? { stream_options: { include_usage: true } } : {});

const RULES: Record<Dialect, DialectRules> = {
  groq: { params: (model) => ({ ...budget(model, 'max_completion_tokens'), ...groqParams(model) }), readChunk: readGroqChunk },
  openai: { params: (model, stream) => ({ ...budget(model, 'max_completion_tokens'), ...usageInStream(stream) }), readChunk: readStandardChunk },
  openrouter: { params: (model, stream) => ({ ...budget(model, 'max_tokens'), ...usageInStream(stream) }), readChunk: readStandardChunk },
  // Unknown servers get only the most widely supported fields: some refuse fields they do not know.
  generic: { params: (model) => budget(model, 'max_tokens'), readChunk: readStandardChunk },
};

export function dialectRules(dialect: Dialect): DialectRules {
  return RULES[dialect];
}
