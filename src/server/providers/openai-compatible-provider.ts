import { providerLimitHeaders } from '../../shared/rate-limit-headers';
import { BadUpstreamReplyError, isTransient, UpstreamStatusError } from '../upstream-errors';
import type { ChatProvider, ChatRequest } from './chat-provider';
import { conversationMessages, SYSTEM_PROMPT } from '../../shared/conversation-messages';
import { dialectRules, type DialectRules } from './dialect-params';
import type { ProviderConfig } from './provider-config';
import { readChatEvents } from './chat-event-stream';
import { readUpstreamText } from './read-upstream-body';
import { createNodeHttpTransport, type UpstreamResponse, type UpstreamTransport } from './upstream-transport';
import { safeParse } from 'valibot';
import { modelListSchema, readCompletion } from './wire-schemas';

export interface ProviderClientOptions {
  /** Per attempt, until the status line; the route's own deadline bounds the whole call. */
  timeoutMs: number;
  /** Pause before the one retry of a transient failure (5xx, 498, connection refused). */
  retryDelayMs?: number;
  transport?: UpstreamTransport;
}


/** A model list's description is shown under the name in Settings: its first sentence, kept short. */
const DESCRIPTION_CHARS = 140;

/**
 * Any OpenAI-compatible provider, spoken to directly over keep-alive HTTP: the request is one JSON
 * body, and the answer's status, body and event stream are read here. (The `openai` client did no
 * more than build that body, and cost more CPU per call than the rest of the proxy: see
 * bench/provider-fetch.ts.) Only a failure before any reply arrived (5xx, 498, a refused
 * connection) is retried, once, after a short pause; a 429 goes straight back to the person, and a
 * reply cut halfway is never sent twice (it would be billed twice).
 */
export function createOpenAiCompatibleProvider(config: ProviderConfig, options: ProviderClientOptions): ChatProvider {
  const transport = options.transport ?? createNodeHttpTransport();
  const rules: DialectRules = dialectRules(config.dialect);
  const retryDelayMs = options.retryDelayMs ?? 250;
  // Explicit headers only: a provider without a key gets no Authorization header at all.
  const headers: Record<string, string> = Object.fromEntries(Object.entries(config.headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const postHeaders = (stream: boolean) => ({ ...headers, 'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json' });

  function body(request: ChatRequest, stream: boolean): string {
    const messages = [{ role: 'system', content: SYSTEM_PROMPT }, ...conversationMessages(request)];
    return JSON.stringify({ model: request.model.id, messages, stream, ...rules.params(request.model, stream) });
  }

  /** The answer once its status is 2xx; any other status is read (capped) and thrown. */
  async function answer(method: 'GET' | 'POST', path: string, signal: AbortSignal, stream: boolean, payload?: string): Promise<UpstreamResponse> {
    const response = await transport({ method, url: config.baseUrl + path, headers: method === 'GET' ? { ...headers, accept: 'application/json' } : postHeaders(stream), body: payload, signal, timeoutMs: options.timeoutMs });
    if (response.status >= 200 && response.status < 300) return response;
    await readUpstreamText(response, signal); // the body is not passed on, but read (capped) so the connection is kept
    throw new UpstreamStatusError(response.status, response.header('retry-after'));
  }

  /** Resolves at the reply's status line: nothing after that is retried. */
  async function send(request: ChatRequest, stream: boolean, signal: AbortSignal): Promise<UpstreamResponse> {
    const payload = body(request, stream);
    try {
      return await answer('POST', '/chat/completions', signal, stream, payload);
    } catch (error) {
      if (!isTransient(error) || signal.aborted) throw error;
      await pause(retryDelayMs, signal);
      return answer('POST', '/chat/completions', signal, stream, payload);
    }
  }

  return {
    async listModels(signal) {
      const parsed = safeParse(modelListSchema, JSON.parse(await readUpstreamText(await answer('GET', '/models', signal, false), signal)));
      if (!parsed.success) throw new BadUpstreamReplyError();
      return parsed.output.data.map((m) => ({ id: m.id, name: m.name?.trim() || m.id, description: shortDescription(m.description) }));
    },

    async complete(request, signal) {
      const response = await send(request, false, signal);
      const reply = readCompletion(JSON.parse(await readUpstreamText(response, signal))); // SyntaxError: upstream_bad_response
      if (!reply) throw new BadUpstreamReplyError();
      return reply;
    },

    async stream(request, signal) {
      const response = await send(request, true, signal);
      // Only an event stream is read as events; anything else is read whole (capped) and refused.
      if (!(response.header('content-type') ?? '').toLowerCase().includes('text/event-stream')) {
        await readUpstreamText(response, signal);
        throw new BadUpstreamReplyError();
      }
      // The page paces a long document by the provider's token budget (DESIGN.md, Long documents).
      const limitHeaders = providerLimitHeaders({ get: (name) => response.header(name) ?? null });
      return Object.assign(readChatEvents(response.body, rules), { limitHeaders });
    },
  };
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
