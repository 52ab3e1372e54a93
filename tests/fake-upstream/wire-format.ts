export interface WireUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChunkFields {
  delta: Record<string, string>;
  finishReason?: string;
  usage?: WireUsage;
}

/** What differs between the providers the fake can play (Groq by default, or Ollama). */
export interface WireFormat {
  /** Where the OpenAI-compatible API lives, e.g. /openai/v1 (Groq) or /v1 (Ollama). */
  basePath: string;
  completionBody(id: string, model: string, content: string, usage: WireUsage): string;
  chunkEvent(id: string, model: string, fields: ChunkFields): string;
  /** The event a provider sends when a stream stops early. */
  streamErrorEvent(id: string, model: string): string;
  /** Usage travels in the chunk with finish_reason (Groq's x_groq) rather than a chunk of its own. */
  usageInLastChunk: boolean;
  errorBody(status: number, model: string): string;
  modelList(ids: readonly string[]): string;
}

export function usageFor(prompt: string, reply: string): WireUsage {
  // About four characters a token: close enough for a fake.
  const prompt_tokens = Math.ceil(prompt.length / 4);
  const completion_tokens = Math.ceil(reply.length / 4);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
