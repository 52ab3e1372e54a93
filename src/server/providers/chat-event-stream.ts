import { MAX_SSE_EVENT_CHARS, MAX_STREAM_BYTES, MAX_STREAM_DURATION_MS } from '../../shared/config/safety-limits';
import { createSseDecoder, SseLimitError, type SseLimits } from '../../shared/sse/sse-decoder';
import { BadUpstreamReplyError, StreamCutError } from '../upstream-errors';
import type { ChatEventSink, ChatStream, ChatStreamEvent, Usage } from './chat-provider';
import type { DialectRules } from './dialect-params';
import type { UpstreamBody } from './upstream-transport';

/** What one upstream stream may cost (DESIGN.md, Safety additions). */
export const UPSTREAM_SSE_LIMITS: SseLimits = {
  maxEventChars: MAX_SSE_EVENT_CHARS,
  maxStreamBytes: MAX_STREAM_BYTES,
  maxDurationMs: MAX_STREAM_DURATION_MS,
};

/**
 * A provider's `text/event-stream` body as the reply's events, pushed to the sink as Node delivers
 * each piece: the events one piece completed go out together (one write to the client), and the
 * end once, with the error that ended it if any. No stream, generator or promise per piece: three
 * nested async generators over Node's stream iterator cost more CPU than the rest of a streamed
 * call and held about 40 objects per open stream (bench/proxy-overhead.ts, bench/many-instances.ts).
 *
 * - A payload that is not JSON ends it with SyntaxError, one without a chunk's shape with
 *   BadUpstreamReplyError, a provider's in-stream error with StreamCutError; the deltas before
 *   still reach the sink first. A body past its caps ends with SseLimitError.
 * - After `data: [DONE]` nothing more is taken, but the body is read to its end (stopping early
 *   would drop the connection instead of keeping it alive); the `done` event comes at the end.
 * - A body that ends without a finished chunk, or closes early, is cut (StreamCutError, or the
 *   socket's error). On any error the connection is dropped.
 */
export function readChatEvents(body: UpstreamBody, rules: DialectRules, limits: SseLimits = UPSTREAM_SSE_LIMITS): ChatStream {
  const decoder = createSseDecoder(limits);
  let sink: ChatEventSink | undefined;
  let ended = false;
  let doneSeen = false;
  let finished = false;
  let usage: Usage | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    ended = true;
    clearTimeout(timer);
    body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
  };
  const finish = (error?: unknown) => {
    if (ended) return;
    stop();
    if (error !== undefined) body.destroy();
    sink?.end(error);
  };
  /** Maps the payloads one piece completed; the deltas before a broken one still go out. */
  const deliver = (payloads: readonly string[]) => {
    let events: ChatStreamEvent[] | undefined;
    let failure: unknown;
    for (const data of payloads) {
      if (data === '' || doneSeen) continue;
      if (data === '[DONE]') {
        doneSeen = true;
        continue;
      }
      let chunk;
      try {
        chunk = rules.readChunk(JSON.parse(data));
      } catch (error) {
        failure = error; // SyntaxError: upstream_bad_response
        break;
      }
      if (!chunk || chunk.failed) {
        failure = chunk ? new StreamCutError() : new BadUpstreamReplyError();
        break;
      }
      usage = chunk.usage ?? usage;
      if (chunk.text) (events ??= []).push({ type: 'delta', text: chunk.text });
      if (chunk.finished) finished = true;
    }
    if (events) sink?.events(events);
    if (failure !== undefined) finish(failure);
  };
  function onData(bytes: Uint8Array) {
    let payloads: readonly string[];
    try {
      payloads = decoder.feed(bytes);
    } catch (error) {
      return finish(error);
    }
    if (payloads.length > 0) deliver(payloads);
  }
  function onEnd() {
    deliver(decoder.end());
    if (ended) return;
    if (!finished) return finish(new StreamCutError());
    sink?.events([{ type: 'done', usage }]);
    finish();
  }
  function onError(error: unknown) {
    finish(error);
  }
  function onClose() {
    finish(new StreamCutError()); // closed before its end: the socket dropped
  }

  return {
    read(target) {
      sink = target;
      if (limits.maxDurationMs !== undefined) timer = setTimeout(() => finish(new SseLimitError('duration')), limits.maxDurationMs);
      body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
    },
    pause: () => void body.pause(),
    resume: () => void body.resume(),
    cancel() {
      if (ended) return;
      stop();
      body.destroy();
    },
  };
}
