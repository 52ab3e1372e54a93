import type { Context } from 'hono';
import type { StreamEvent } from '../../shared/api-contract';
import { queryRequestSchema, type QueryRequest } from '../../shared/query-request';
import { ApiFailure } from '../api-failure';
import { createDeadline, type Deadline } from '../deadline';
import { ERROR_TABLE } from '../../shared/config/error-table';
import type { ChatProvider, ChatRequest, ChatStreamEvent } from '../providers/chat-provider';
import { findModelSpec, type ProviderRegistry } from '../providers/provider-registry';
import { setStreamOutcome } from '../stream-outcome';
import { mapUpstreamError } from '../upstream-errors';
import { getDotPath, safeParse } from 'valibot';

export interface QueryRouteDeps {
  providers: ProviderRegistry;
  upstreamTimeoutMs: number;
  /** Longest a streamed reply may run, however steadily the upstream sends. */
  maxStreamMs: number;
}

/** How a stream ends in the log when the client left before it finished. */
export const CLIENT_CLOSED = 'client_closed';

const encoder = new TextEncoder();
const sseLine = (event: StreamEvent) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);

/** POST /api/vercelApiRouter: validates, then answers as JSON or, when asked, as server-sent events. */
export function createQueryHandler(deps: QueryRouteDeps) {
  return async (c: Context): Promise<Response> => {
    const request = parseRequest(await readBody(c));
    if (deps.providers.entries().length === 0) throw new ApiFailure('provider_not_configured');
    // Nothing goes upstream unless the provider is configured and offers the model.
    const entry = deps.providers.get(request.provider);
    if (!entry) throw invalid('provider: not a configured provider');
    await entry.catalog.ready;
    const model = findModelSpec(entry, request.modelName);
    if (!model) throw invalid('modelName: not a model of this provider');
    const provider = entry.chat;
    const chat: ChatRequest = { model, query: request.query };
    const wantsStream = (c.req.header('accept') ?? '').includes('text/event-stream');
    const deadline = createDeadline(deps.upstreamTimeoutMs, c.req.raw.signal, wantsStream ? deps.maxStreamMs : undefined);
    if (!wantsStream) return answerJson(c, provider, chat, deadline);
    const answer = await answerStream(provider, chat, deadline);
    setStreamOutcome(c, answer.outcome);
    // Through the context, so that what middleware set (the rate limit's headers) goes out with it.
    return c.body(answer.body, 200, answer.headers);
  };
}

/** The body as text. A client that hangs up mid-upload is its own failure, not the server's (no 500). */
async function readBody(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (error) {
    if (error instanceof ApiFailure) throw error; // the body limit
    throw new ApiFailure('invalid_request', 'The request body did not arrive in full.');
  }
}

function invalid(detail: string): ApiFailure {
  return new ApiFailure('invalid_request', `${ERROR_TABLE.invalid_request.message} ${detail}`);
}

function parseRequest(text: string): QueryRequest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiFailure('invalid_json');
  }
  const parsed = safeParse(queryRequestSchema, json);
  if (!parsed.success) {
    // Field paths and the rules' own messages only, never the values given.
    const details = parsed.issues.map((i) => `${getDotPath(i) ?? 'body'}: ${i.message}`).join('; ');
    throw new ApiFailure('invalid_request', `${ERROR_TABLE.invalid_request.message} ${details}`.slice(0, 500));
  }
  return parsed.output;
}

async function answerJson(c: Context, provider: ChatProvider, chat: ChatRequest, deadline: Deadline): Promise<Response> {
  const started = performance.now();
  try {
    const reply = await provider.complete(chat, deadline.signal);
    return c.json({ content: reply.content, usage: reply.usage, durationMs: Math.round(performance.now() - started) });
  } catch (error) {
    throw mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: false });
  } finally {
    deadline.clear();
  }
}

/**
 * Waits for the provider's first answer, so a refusal (401, 429, ...) is still an ordinary JSON
 * error with its status; then forwards each chunk as it arrives (pull-based: nothing is buffered
 * beyond what the client has not yet read). Cancelling the body (the client left) aborts upstream.
 */
interface StreamAnswer {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
  outcome: Promise<string>;
}

async function answerStream(provider: ChatProvider, chat: ChatRequest, deadline: Deadline): Promise<StreamAnswer> {
  const started = performance.now();
  let settle: (outcome: string) => void = () => {};
  const outcome = new Promise<string>((resolve) => {
    settle = resolve;
  });
  let events: AsyncIterator<ChatStreamEvent>;
  let limitHeaders: Record<string, string> | undefined;
  try {
    const stream = await provider.stream(chat, deadline.signal);
    limitHeaders = stream.limitHeaders;
    events = stream[Symbol.asyncIterator]();
  } catch (error) {
    deadline.clear();
    throw mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: false });
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        deadline.touch();
        const next = await events.next();
        const event = next.done ? undefined : next.value;
        if (event?.type === 'delta') {
          controller.enqueue(sseLine(event));
          return;
        }
        if (event) controller.enqueue(sseLine({ type: 'done', usage: event.usage, durationMs: Math.round(performance.now() - started) }));
        settle(event ? 'done' : 'stream_interrupted');
      } catch (error) {
        if (deadline.signal.aborted && !deadline.timedOut()) return settle(CLIENT_CLOSED); // nobody to tell
        const failure = mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: true });
        controller.enqueue(sseLine({ type: 'error', error: { code: failure.code, message: failure.message } }));
        settle(failure.code);
      }
      deadline.clear();
      controller.close();
    },
    cancel() {
      settle(CLIENT_CLOSED);
      deadline.abort();
      void events.return?.();
    },
  });
  const headers = { ...limitHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
  return { body, headers, outcome };
}
