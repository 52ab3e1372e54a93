import { API_PATH, apiErrorSchema, queryReplySchema, toStreamEvent, type QueryRequest } from '../../shared/api-contract';
import { MESSAGES } from '../../shared/config/messages';
import { MAX_SSE_EVENT_CHARS, MAX_STREAM_BYTES, MAX_STREAM_DURATION_MS } from '../../shared/config/safety-limits';
import { readRateLimits, type RateLimits } from '../../shared/rate-limit-headers';
import { parseRetryAfter } from '../../shared/retry-after';
import { readSseEvents, type SseLimits } from '../../shared/sse/read-sse-events';
import { ReplyError, type ReplyWait, type StreamReplyOptions } from '../lib/reply-transport';
import { safeParse } from 'valibot';

export type { RateLimits, ReplyWait, StreamReplyOptions };

/** The server caps its own streams; a minute more covers its deadline for the last piece. */
const REPLY_SSE_LIMITS: SseLimits = {
  maxEventChars: MAX_SSE_EVENT_CHARS,
  maxStreamBytes: MAX_STREAM_BYTES,
  maxDurationMs: MAX_STREAM_DURATION_MS + 60_000,
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function failure(response: Response): Promise<ReplyError> {
  const text = await response.text().catch(() => '');
  const body = safeParse(apiErrorSchema, parseJson(text));
  return new ReplyError(MESSAGES.networkNotOk(text), {
    status: response.status,
    code: body.success ? body.output.error.code : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    progress: body.success ? body.output.error.progress : undefined,
  });
}

/**
 * The reply's response; while the server's own model is still being prepared (503
 * `local_model_loading`), says how far it is and asks again after its Retry-After, the text kept,
 * until it is ready or the call is stopped.
 */
async function fetchWhenPrepared(request: QueryRequest, signal: AbortSignal, onWait: (wait: ReplyWait) => void): Promise<Response> {
  for (;;) {
    const response = await fetch(API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
    if (response.ok) return response;
    const error = await failure(response);
    if (error.code !== 'local_model_loading') throw error;
    onWait({ kind: 'preparing', percent: error.progress ?? 0 });
    await abortableDelay((error.retryAfterSeconds ?? 1) * 1000, signal);
  }
}

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Asks for the reply as a stream of server-sent events (DESIGN.md, The one call) and hands each
 * piece to `onDelta`. Resolves when the closing `done` event arrives; rejects with a ReplyError
 * on a non-OK reply, an `error` event, or a stream that ends without `done`.
 */
export async function streamReply(request: QueryRequest, { signal, onDelta, onLimits, onWait }: StreamReplyOptions): Promise<void> {
  let waiting = false;
  const wait = (next: ReplyWait | null) => {
    if (next === null && !waiting) return;
    waiting = next !== null;
    onWait?.(next);
  };
  const response = await fetchWhenPrepared(request, signal, wait);
  onLimits?.(readRateLimits(response.headers));

  // A server (or proxy) that ignores the Accept header still answers with the plain JSON reply.
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const reply = safeParse(queryReplySchema, parseJson(await response.text()));
    if (!reply.success) throw new ReplyError('The reply could not be read.', { code: 'upstream_bad_response' });
    onDelta(reply.output.content);
    return;
  }

  let finished = false;
  let streamError: ReplyError | undefined;
  try {
    for await (const data of readSseEvents(response.body, REPLY_SSE_LIMITS)) {
      const event = toStreamEvent(parseJson(data));
      if (!event) continue; // Unknown events are skipped, as SSE intends.
      if (event.type === 'delta') {
        wait(null);
        onDelta(event.text);
        continue;
      }
      if (event.type === 'queued') {
        wait({ kind: 'queued', ahead: event.position });
        continue;
      }
      finished = true;
      if (event.type === 'error') streamError = new ReplyError(event.error.message, { code: event.error.code });
      break;
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ReplyError('The connection dropped before the reply was complete.', { code: 'stream_interrupted' });
  }
  if (streamError) throw streamError;
  if (!finished) throw new ReplyError('The reply stopped before it was complete.', { code: 'stream_interrupted' });
}
