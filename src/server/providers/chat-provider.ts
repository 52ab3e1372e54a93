import type { ModelEntry } from '../../shared/api-contract';
import type { FollowUp } from '../../shared/follow-up-limits';


export interface Usage {
  promptTokens?: number;
  completionTokens?: number;
  totalTokens?: number;
}

/** What the server needs to know of a model to call it. */
export interface ModelSpec {
  id: string;
  /** Reasons before answering (Groq's gpt-oss): Groq is asked to keep that short and hidden. */
  reasons: boolean;
  /** The reply budget in tokens (see shared/config/models.ts). */
  maxCompletionTokens: number;
}

export interface ChatRequest {
  model: ModelSpec;
  /** The full composed prompt (SPEC.md section 7). */
  query: string;
  /** A refinement of an earlier reply to `query` (DESIGN.md, Refine): sent as three messages. */
  followUp?: FollowUp;
}

export interface ChatReply {
  content: string;
  usage?: Usage;
}

export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done'; usage?: Usage };

/**
 * A reply's events, in batches (those that arrived together, forwarded in one write), and the
 * provider's rate-limit headers worth passing on to the page (shared/rate-limit-headers.ts).
 */
export type ChatStream = AsyncIterable<ChatStreamEvent[]> & { limitHeaders?: Record<string, string> };

/**
 * One hosted-model provider. Both calls reject (or the stream throws) with the errors of
 * upstream-errors.ts and upstream-transport.ts, which mapUpstreamError maps; `signal` aborts the
 * upstream call.
 */
export interface ChatProvider {
  /** GET <baseUrl>/models, parsed; rejects like the calls below. */
  listModels(signal: AbortSignal): Promise<ModelEntry[]>;
  complete(request: ChatRequest, signal: AbortSignal): Promise<ChatReply>;
  /** Resolves once the provider has answered with a stream; errors before that reject here. */
  stream(request: ChatRequest, signal: AbortSignal): Promise<ChatStream>;
}
