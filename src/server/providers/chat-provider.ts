import type { ModelConfig } from '../../shared/config/models';

export interface Usage {
  promptTokens?: number;
  completionTokens?: number;
  totalTokens?: number;
}

export interface ChatRequest {
  model: ModelConfig;
  /** The full composed prompt (SPEC.md section 7). */
  query: string;
}

export interface ChatReply {
  content: string;
  usage?: Usage;
}

export type ChatStreamEvent = { type: 'delta'; text: string } | { type: 'done'; usage?: Usage };

/**
 * One hosted-model provider. Both calls reject (or the stream throws) with the SDK's errors,
 * which upstream-errors.ts maps; `signal` aborts the upstream call.
 */
export interface ChatProvider {
  complete(request: ChatRequest, signal: AbortSignal): Promise<ChatReply>;
  /** Resolves once the provider has answered with a stream; errors before that reject here. */
  stream(request: ChatRequest, signal: AbortSignal): Promise<AsyncIterable<ChatStreamEvent>>;
}
