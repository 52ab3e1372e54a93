import type { ModelSpec } from './chat-provider';
import { readStandardChunk, readUsage, type ChunkMeaning } from './wire-schemas';

/** Groq-only request fields: gpt-oss reasons first; keep that short and out of the reply. */
export function groqParams(model: ModelSpec): Record<string, unknown> {
  return model.reasons ? { reasoning_effort: 'low', include_reasoning: false } : {};
}

/** Groq's own stream field `x_groq`: usage in the last chunk, an error when a stream stops early. */
export function readGroqChunk(raw: unknown): ChunkMeaning | undefined {
  const chunk = readStandardChunk(raw);
  if (!chunk) return undefined;
  const xGroq = (raw as { x_groq?: unknown }).x_groq;
  if (xGroq === null || xGroq === undefined) return chunk;
  if (typeof xGroq !== 'object' || Array.isArray(xGroq)) return undefined;
  const usage = readUsage((xGroq as { usage?: unknown }).usage);
  if (usage === false) return undefined;
  if ((xGroq as { error?: unknown }).error !== undefined) return { finished: false, failed: true };
  return { ...chunk, usage: usage ?? chunk.usage };
}
