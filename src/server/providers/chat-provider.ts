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

/** `queued`: the call waits for a place at the server's own model, `position` calls ahead of it. */
export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'queued'; position: number } | { type: 'done'; usage?: Usage };

/**
 * Hears a streamed reply: its events in batches (those that arrived together, forwarded in one
 * write), then its end once. An empty batch says the provider is still at work (the server's own
 * model reading a long prompt): it keeps the call's deadline from passing and writes nothing.
 */
export interface ChatEventSink {
  events(batch: ChatStreamEvent[]): void;
  /** The reply ended: complete (after a `done` event), or with the error that ended it. */
  end(error?: unknown): void;
}

/**
 * A reply being streamed: read once into a sink, paused while the client is behind; and the
 * provider's rate-limit headers worth passing on to the page (shared/rate-limit-headers.ts).
 */
export interface ChatStream {
  read(sink: ChatEventSink): void;
  pause(): void;
  resume(): void;
  /** Stops reading and drops the connection (the client left); the sink hears nothing more. */
  cancel(): void;
  limitHeaders?: Record<string, string>;
}

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
