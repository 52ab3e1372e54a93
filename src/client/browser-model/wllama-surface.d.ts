/*
 * The part of @wllama/wllama 3.8.1 this page uses (its esm/wllama.d.ts, abridged). Typed here, and
 * mapped by the client's tsconfig `paths`, because the package's own types reference Node's, which
 * must never enter the page's program (`process` would then typecheck in browser code).
 */

export interface ChatCompletionChunk {
  choices: { index: number; delta: { content?: string | null }; finish_reason: string | null }[];
  timings?: { prompt_n: number; prompt_ms: number; predicted_n: number; predicted_ms: number };
}

export interface WllamaChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export declare class Wllama {
  constructor(pathConfig: { default: string }, config?: { suppressNativeLog?: boolean });
  loadModel(blobs: Blob[], params?: { n_ctx?: number; n_threads?: number; seed?: number }): Promise<void>;
  createChatCompletion(options: {
    messages: WllamaChatMessage[];
    stream: true;
    max_tokens?: number;
    temperature?: number;
    top_p?: number;
    top_k?: number;
    penalty_repeat?: number;
    seed?: number;
    abortSignal?: AbortSignal;
  }): Promise<AsyncIterable<ChatCompletionChunk>>;
  exit(): Promise<void>;
}
