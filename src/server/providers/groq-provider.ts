import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import { OUTPUT_WORD_LIMIT } from '../../shared/config/app-config';
import { BadUpstreamReplyError, isTransient, StreamCutError } from '../upstream-errors';
import { createKeepAliveFetch } from './keep-alive-fetch';
import { readSseData } from './read-sse-data';
import type { ChatProvider, ChatRequest, ChatStreamEvent, Usage } from './chat-provider';

export interface GroqProviderOptions {
  apiKey: string;
  baseURL: string;
  /** Per attempt; the route's own deadline bounds the whole call. */
  timeoutMs: number;
  /** Pause before the one retry of a transient failure (5xx, 498, connection refused). */
  retryDelayMs?: number;
}

export const SYSTEM_PROMPT = `You are a writing assistant. Answer in Markdown, in at most ${OUTPUT_WORD_LIMIT} words.`;

/** Groq-only fields the OpenAI types do not know. */
interface GroqExtras {
  include_reasoning?: boolean;
}
/** A stream chunk as Groq sends it; `error` appears when the stream stops early. */
type GroqChunk = ChatCompletionChunk & { x_groq?: { usage?: OpenAI.CompletionUsage; error?: unknown }; error?: unknown };

/**
 * Groq through the `openai` client (Groq's API is OpenAI-compatible). The SDK's own retries are off:
 * it would wait out a 429's Retry-After (up to a minute); instead a 5xx, 498 or refused connection
 * is retried once here after a short pause, and a 429 goes straight back to the user.
 */
export function createGroqProvider(options: GroqProviderOptions): ChatProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs,
    // Silent: the SDK's log lines can carry request details, and the server logs only its own line.
    logLevel: 'off',
    fetch: createKeepAliveFetch(),
  });
  const retryDelayMs = options.retryDelayMs ?? 250;

  function params(request: ChatRequest): ChatCompletionCreateParamsBase & GroqExtras {
    const { model } = request;
    return {
      model: model.id,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: request.query },
      ],
      max_completion_tokens: model.maxCompletionTokens,
      // gpt-oss reasons first: keep it short, and keep it out of the reply.
      ...(model.reasons ? { reasoning_effort: 'low' as const, include_reasoning: false } : {}),
    };
  }

  async function withOneRetry<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || signal.aborted) throw error;
      await pause(retryDelayMs, signal);
      return call();
    }
  }

  return {
    async complete(request, signal) {
      const reply = await withOneRetry(() => client.chat.completions.create({ ...params(request), stream: false }, { signal }), signal);
      const content = reply.choices?.[0]?.message?.content;
      if (typeof content !== 'string' && content !== null) throw new BadUpstreamReplyError();
      return { content: content ?? '', usage: toUsage(reply.usage) };
    },

    async stream(request, signal) {
      // The SDK makes the call and maps refusals to typed errors; the body is read here (see read-sse-data.ts).
      const response = await withOneRetry(
        () => client.chat.completions.create({ ...params(request), stream: true }, { signal }).asResponse(),
        signal,
      );
      if (!response.body) throw new BadUpstreamReplyError();
      return readChunks(readSseData(response.body) as AsyncIterable<GroqChunk>);
    },
  };
}

async function* readChunks(chunks: AsyncIterable<GroqChunk>): AsyncGenerator<ChatStreamEvent> {
  let finished = false;
  let usage: Usage | undefined;
  for await (const chunk of chunks) {
    if (typeof chunk !== 'object' || chunk === null) throw new BadUpstreamReplyError();
    if (chunk.error !== undefined || chunk.x_groq?.error !== undefined) throw new StreamCutError();
    if (!Array.isArray(chunk.choices)) throw new BadUpstreamReplyError();
    usage = toUsage(chunk.x_groq?.usage ?? chunk.usage) ?? usage;
    const choice = chunk.choices[0];
    const text = choice?.delta?.content;
    if (typeof text === 'string' && text !== '') yield { type: 'delta', text };
    if (choice?.finish_reason) finished = true;
  }
  if (!finished) throw new StreamCutError();
  yield { type: 'done', usage };
}

function toUsage(usage: OpenAI.CompletionUsage | null | undefined): Usage | undefined {
  if (!usage) return undefined;
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, totalTokens: usage.total_tokens };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
