import * as v from 'valibot';
import type { Usage } from './chat-provider';

/**
 * The parts of OpenAI's chat-completions wire format the server reads, checked rather than cast:
 * a provider that sends something else is answered with upstream_bad_response. The reply and its
 * stream chunks (one per few words) are checked by hand: a schema library per chunk cost more CPU
 * than the rest of the stream path (bench/proxy-overhead.ts). The model list, read every few
 * minutes, keeps its schema.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined;
const optionalString = (value: unknown) => isNullish(value) || typeof value === 'string';
const optionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

/** What one stream chunk means to the route. */
export interface ChunkMeaning {
  text?: string;
  finished: boolean;
  usage?: Usage;
  /** The provider reported an error inside the stream. */
  failed: boolean;
}

/** `usage` as providers send it: { prompt_tokens, completion_tokens, total_tokens }, or nothing. False when malformed. */
export function readUsage(raw: unknown): Usage | undefined | false {
  if (isNullish(raw)) return undefined;
  if (!isObject(raw) || !optionalNumber(raw.prompt_tokens) || !optionalNumber(raw.completion_tokens) || !optionalNumber(raw.total_tokens)) return false;
  return { promptTokens: raw.prompt_tokens as number | undefined, completionTokens: raw.completion_tokens as number | undefined, totalTokens: raw.total_tokens as number | undefined };
}

/** A whole (not streamed) reply: its first choice's content and the usage; undefined when malformed. */
export function readCompletion(raw: unknown): { content: string; usage?: Usage } | undefined {
  if (!isObject(raw) || !Array.isArray(raw.choices) || raw.choices.length === 0) return undefined;
  if (!raw.choices.every((choice) => isObject(choice) && isObject(choice.message) && optionalString(choice.message.content))) return undefined;
  const usage = readUsage(raw.usage);
  if (usage === false) return undefined;
  const first = raw.choices[0] as { message: { content?: string | null } };
  return { content: first.message.content ?? '', usage };
}

/** Reads a standard chunk; undefined when it does not have the chunk's shape. `error` is how OpenRouter (and others) stop early. */
export function readStandardChunk(raw: unknown): ChunkMeaning | undefined {
  if (!isObject(raw)) return undefined;
  const usage = readUsage(raw.usage);
  if (usage === false) return undefined;
  const { choices } = raw;
  if (choices !== undefined && !(Array.isArray(choices) && choices.every(isChoice))) return undefined;
  if (raw.error !== undefined) return { finished: false, failed: true };
  if (!choices) return undefined;
  const choice = choices[0] as { delta?: { content?: string | null } | null; finish_reason?: string | null } | undefined;
  const text = choice?.delta?.content ?? undefined;
  return { text: text === '' ? undefined : text, finished: Boolean(choice?.finish_reason), usage, failed: false };
}

function isChoice(choice: unknown): boolean {
  if (!isObject(choice) || !optionalString(choice.finish_reason)) return false;
  return isNullish(choice.delta) || (isObject(choice.delta) && optionalString(choice.delta.content));
}

/** GET /models: OpenAI sends ids only; OpenRouter adds a name and a description. */
export const modelListSchema = v.object({
  data: v.array(v.object({ id: v.pipe(v.string(), v.minLength(1)), name: v.optional(v.string()), description: v.nullish(v.string()) })),
});
