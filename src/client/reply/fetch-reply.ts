import { API_PATH, apiErrorSchema, queryReplySchema, streamEventSchema, type QueryRequest } from '../../shared/api-contract';
import { MESSAGES } from '../../shared/config/messages';
import { ReplyError, parseRetryAfter } from './reply-error';
import { createSseParser } from './sse-parser';

export interface StreamReplyOptions {
  signal: AbortSignal;
  /** Called with each piece of the reply as it arrives. */
  onDelta: (text: string) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function failure(response: Response): Promise<ReplyError> {
  const text = await response.text().catch(() => '');
  const body = apiErrorSchema.safeParse(parseJson(text));
  return new ReplyError(MESSAGES.networkNotOk(text), {
    status: response.status,
    code: body.success ? body.data.error.code : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  });
}

/**
 * Asks for the reply as a stream of server-sent events (DESIGN.md, The one call) and hands each
 * piece to `onDelta`. Resolves when the closing `done` event arrives; rejects with a ReplyError
 * on a non-OK reply, an `error` event, or a stream that ends without `done`.
 */
export async function streamReply(request: QueryRequest, { signal, onDelta }: StreamReplyOptions): Promise<void> {
  const response = await fetch(API_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw await failure(response);

  // A server (or proxy) that ignores the Accept header still answers with the plain JSON reply.
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const reply = queryReplySchema.safeParse(parseJson(await response.text()));
    if (!reply.success) throw new ReplyError('The reply could not be read.', { code: 'upstream_bad_response' });
    onDelta(reply.data.content);
    return;
  }

  let finished = false;
  let streamError: ReplyError | undefined;
  const parser = createSseParser((data) => {
    if (finished) return;
    const event = streamEventSchema.safeParse(parseJson(data));
    if (!event.success) return; // Unknown events are skipped, as SSE intends.
    if (event.data.type === 'delta') onDelta(event.data.text);
    else if (event.data.type === 'done') finished = true;
    else {
      finished = true;
      streamError = new ReplyError(event.data.error.message, { code: event.data.error.code });
    }
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (finished) break;
    }
    parser.end();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ReplyError('The connection dropped before the reply was complete.', { code: 'stream_interrupted' });
  } finally {
    reader.cancel().catch(() => {});
  }
  if (streamError) throw streamError;
  if (!finished) throw new ReplyError('The reply stopped before it was complete.', { code: 'stream_interrupted' });
}
