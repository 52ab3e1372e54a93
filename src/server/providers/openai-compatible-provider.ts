import OpenAI from 'openai';
import { OUTPUT_WORD_LIMIT } from '../../shared/config/app-config';
import { providerLimitHeaders } from '../../shared/rate-limit-headers';
import { BadUpstreamReplyError, isTransient, StreamCutError } from '../upstream-errors';
import type { ChatProvider, ChatRequest, ChatStreamEvent, Usage } from './chat-provider';
import { dialectRules, type DialectRules } from './dialect-params';
import type { ProviderConfig } from './provider-config';
import { readSseData } from './read-sse-data';
import { completionSchema, modelListSchema, toUsage } from './wire-schemas';

export interface ProviderClientOptions {
  /** Per attempt; the route's own deadline bounds the whole call. */
  timeoutMs: number;
  /** Pause before the one retry of a transient failure (5xx, 498, connection refused). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export const SYSTEM_PROMPT = `You are a writing assistant. Answer in Markdown, in at most ${OUTPUT_WORD_LIMIT} words.`;

/** A model list's description is shown under the name in Settings: its first sentence, kept short. */
const DESCRIPTION_CHARS = 140;

/**
 * Any OpenAI-compatible provider through the `openai` client. The SDK's own retries are off: it
 * would wait out a 429's Retry-After (up to a minute) and would retry a reply cut halfway (billed
 * twice). Here only a failure before any reply arrived (5xx, 498, a refused connection) is retried,
 * once, after a short pause; a 429 goes straight back to the person.
 */
export function createOpenAiCompatibleProvider(config: ProviderConfig, options: ProviderClientOptions): ChatProvider {
  const client = new OpenAI({
    // Explicit values throughout: the SDK would otherwise read OPENAI_API_KEY, OPENAI_ORG_ID and
    // the like from the environment and send the OpenAI key to every other provider.
    apiKey: config.apiKey ?? 'unused',
    adminAPIKey: null,
    organization: null,
    project: null,
    baseURL: config.baseUrl,
    // A provider without a key gets no Authorization header at all.
    defaultHeaders: { ...config.headers, ...(config.apiKey ? {} : { Authorization: null }) },
    maxRetries: 0,
    timeout: options.timeoutMs,
    // Silent: the SDK's log lines can carry request details, and the server logs only its own line.
    logLevel: 'off',
    fetch: options.fetch,
  });
  const rules: DialectRules = dialectRules(config.dialect);
  const retryDelayMs = options.retryDelayMs ?? 250;

  function body(request: ChatRequest, stream: boolean): OpenAI.ChatCompletionCreateParams {
    const base: OpenAI.ChatCompletionCreateParams = {
      model: request.model.id,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: request.query },
      ],
      stream,
    };
    return { ...base, ...rules.params(request.model, stream) };
  }

  /** Resolves at the reply's status line: nothing after that is retried. */
  async function send(request: ChatRequest, stream: boolean, signal: AbortSignal): Promise<Response> {
    // Only a call that asks for events may be answered with a stream (keep-alive-fetch.ts).
    const headers = { Accept: stream ? 'text/event-stream' : 'application/json' };
    const call = () => client.chat.completions.create(body(request, stream), { signal, headers }).asResponse();
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || signal.aborted) throw error;
      await pause(retryDelayMs, signal);
      return call();
    }
  }

  return {
    async listModels(signal) {
      const parsed = modelListSchema.safeParse(await client.get('/models', { signal }));
      if (!parsed.success) throw new BadUpstreamReplyError();
      return parsed.data.data.map((m) => ({ id: m.id, name: m.name?.trim() || m.id, description: shortDescription(m.description) }));
    },

    async complete(request, signal) {
      const response = await send(request, false, signal);
      const parsed = completionSchema.safeParse(await readJson(response));
      if (!parsed.success) throw new BadUpstreamReplyError();
      return { content: parsed.data.choices[0]?.message.content ?? '', usage: toUsage(parsed.data.usage) };
    },

    async stream(request, signal) {
      const response = await send(request, true, signal);
      if (!response.body) throw new BadUpstreamReplyError();
      // The page paces a long document by the provider's token budget (DESIGN.md, Long documents).
      return Object.assign(readChunks(readSseData(response.body), rules), { limitHeaders: providerLimitHeaders(response.headers) });
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new StreamCutError(); // the body stopped halfway
  }
  return JSON.parse(text); // SyntaxError maps to upstream_bad_response
}

async function* readChunks(payloads: AsyncIterable<unknown>, rules: DialectRules): AsyncGenerator<ChatStreamEvent> {
  let finished = false;
  let usage: Usage | undefined;
  for await (const payload of payloads) {
    const chunk = rules.readChunk(payload);
    if (!chunk) throw new BadUpstreamReplyError();
    if (chunk.failed) throw new StreamCutError();
    usage = chunk.usage ?? usage;
    if (chunk.text) yield { type: 'delta', text: chunk.text };
    if (chunk.finished) finished = true;
  }
  if (!finished) throw new StreamCutError();
  yield { type: 'done', usage };
}

function shortDescription(text: string | null | undefined): string {
  const first = (text ?? '').trim().split(/(?<=[.!?])\s/)[0] ?? '';
  return first.length > DESCRIPTION_CHARS ? `${first.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…` : first;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
