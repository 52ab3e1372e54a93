import { z } from 'zod';
import type { ModelSpec } from './chat-provider';
import { readStandardChunk, toUsage, usageSchema, type ChunkMeaning } from './wire-schemas';

/** Groq's own stream field: usage in the last chunk, an error when a stream stops early. */
const xGroqSchema = z.object({ x_groq: z.object({ usage: usageSchema, error: z.unknown().optional() }).nullish() });

/** Groq-only request fields: gpt-oss reasons first; keep that short and out of the reply. */
export function groqParams(model: ModelSpec): Record<string, unknown> {
  return model.reasons ? { reasoning_effort: 'low', include_reasoning: false } : {};
}

export function readGroqChunk(raw: unknown): ChunkMeaning | undefined {
  const chunk = readStandardChunk(raw);
  const extra = xGroqSchema.safeParse(raw);
  if (!chunk || !extra.success) return undefined;
  const xGroq = extra.data.x_groq;
  if (xGroq?.error !== undefined) return { finished: false, failed: true };
  return { ...chunk, usage: toUsage(xGroq?.usage) ?? chunk.usage };
}
