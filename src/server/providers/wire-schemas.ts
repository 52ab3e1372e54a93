import { z } from 'zod';
import type { Usage } from './chat-provider';

/**
 * The parts of OpenAI's chat-completions wire format the server reads, parsed rather than cast:
 * a provider that sends something else is answered with upstream_bad_response.
 */
export const usageSchema = z
  .object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional(), total_tokens: z.number().optional() })
  .nullish();

export const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: usageSchema,
});

/** One `data:` payload of a stream. `error` is how OpenRouter (and others) stop a stream early. */
export const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() })).optional(),
  usage: usageSchema,
  error: z.unknown().optional(),
});

/** GET /models: OpenAI sends ids only; OpenRouter adds a name and a description. */
export const modelListSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1), name: z.string().optional(), description: z.string().nullish() })),
});

/** What one stream chunk means to the route. */
export interface ChunkMeaning {
  text?: string;
  finished: boolean;
  usage?: Usage;
  /** The provider reported an error inside the stream. */
  failed: boolean;
}

export function toUsage(usage: z.output<typeof usageSchema>): Usage | undefined {
  if (!usage) return undefined;
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, totalTokens: usage.total_tokens };
}

/** Reads a standard chunk; undefined when it does not have the chunk's shape. */
export function readStandardChunk(raw: unknown): ChunkMeaning | undefined {
  const parsed = chunkSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { choices, usage, error } = parsed.data;
  if (error !== undefined) return { finished: false, failed: true };
  if (!choices) return undefined;
  const choice = choices[0];
  const text = choice?.delta?.content ?? undefined;
  return { text: text === '' ? undefined : text, finished: Boolean(choice?.finish_reason), usage: toUsage(usage), failed: false };
}
