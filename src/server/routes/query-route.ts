import type { Context } from 'hono';
import { queryRequestSchema, type QueryRequest } from '../../shared/query-request';
import { ApiFailure } from '../api-failure';
import { onClientGone } from '../client-gone';
import { createDeadline, type Deadline } from '../deadline';
import { ERROR_TABLE } from '../../shared/config/error-table';
import { CONVERSATION_TOO_LONG_MESSAGE } from '../../shared/config/refine';
import { followUpTooLong } from '../../shared/follow-up-limits';
import type { ServerMetrics, UpstreamLabels } from '../metrics/server-metrics';
import type { ChatProvider, ChatRequest } from '../providers/chat-provider';
import { findModelSpec, type ProviderRegistry } from '../providers/provider-registry';
import { CLIENT_CLOSED, setStreamOutcome } from '../stream-outcome';
import { mapUpstreamError } from '../upstream-errors';
import { getDotPath, safeParse } from 'valibot';
import { answerStream } from './stream-answer';

export interface QueryRouteDeps {
  providers: ProviderRegistry;
  upstreamTimeoutMs: number;
  /** Longest a streamed reply may run, however steadily the upstream sends. */
  maxStreamMs: number;
  /** Aborts when the instance ends the calls still open at shutdown (server-lifecycle.ts). */
  endCalls: AbortSignal;
  metrics: ServerMetrics;
}

/** POST /api/vercelApiRouter: validates, then answers as JSON or, when asked, as server-sent events. */
export function createQueryHandler(deps: QueryRouteDeps) {
  return async (c: Context): Promise<Response> => {
    const request = parseRequest(await readBody(c));
    if (request.followUp && followUpTooLong(request.query, request.followUp)) throw new ApiFailure('payload_too_large', CONVERSATION_TOO_LONG_MESSAGE);
    if (deps.providers.entries().length === 0) throw new ApiFailure('provider_not_configured');
    // Nothing goes upstream unless the provider is configured and offers the model.
    const entry = deps.providers.get(request.provider);
    if (!entry) throw invalid('provider: not a configured provider');
    await entry.catalog.ready;
    const model = findModelSpec(entry, request.modelName);
    if (!model) throw invalid('modelName: not a model of this provider');
    const provider = entry.chat;
    const chat: ChatRequest = { model, query: request.query, followUp: request.followUp };
    const wantsStream = (c.req.header('accept') ?? '').includes('text/event-stream');
    // The client leaving and the instance's shutdown both abort the upstream call.
    const deadline = createDeadline(deps.upstreamTimeoutMs, deps.endCalls, wantsStream ? deps.maxStreamMs : undefined);
    const stopWatching = onClientGone(c, deadline.abort);
    const labels = { provider: entry.config.id, model: model.id };
    if (!wantsStream) return answerJson(c, provider, chat, deadline, { ...deps, labels }).finally(stopWatching);
    const answer = await answerStream(provider, chat, deadline, { ...deps, labels }).catch((error: unknown) => {
      stopWatching();
      throw error;
    });
    void answer.outcome.then(stopWatching);
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

interface CallContext {
  endCalls: AbortSignal;
  metrics: ServerMetrics;
  labels: Omit<UpstreamLabels, 'outcome'>;
}

async function answerJson(c: Context, provider: ChatProvider, chat: ChatRequest, deadline: Deadline, call: CallContext): Promise<Response> {
  const started = performance.now();
  let outcome = 'done';
  try {
    const reply = await provider.complete(chat, deadline.signal);
    return c.json({ content: reply.content, usage: reply.usage, durationMs: Math.round(performance.now() - started) });
  } catch (error) {
    const failure = call.endCalls.aborted
      ? new ApiFailure('server_shutting_down')
      : mapUpstreamError(error, { timedOut: deadline.timedOut(), midStream: false });
    outcome = deadline.signal.aborted && !deadline.timedOut() && !call.endCalls.aborted ? CLIENT_CLOSED : failure.code;
    throw failure;
  } finally {
    deadline.clear();
    call.metrics.observeUpstream({ ...call.labels, outcome }, (performance.now() - started) / 1000);
  }
}
