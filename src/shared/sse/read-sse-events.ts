import { createParser } from 'eventsource-parser';

/** What one stream may cost before it is cut (DESIGN.md, Safety additions). */
export interface SseLimits {
  /** Characters one event may buffer before its closing blank line. */
  maxEventChars: number;
  /** Bytes the whole body may carry. */
  maxStreamBytes: number;
  /** How long the body may run, however steadily it sends. */
  maxDurationMs?: number;
}

export type SseLimit = 'event' | 'stream' | 'duration';

/** A stream passed one of its SseLimits; reading stopped and the body was cancelled. */
export class SseLimitError extends Error {
  constructor(readonly limit: SseLimit) {
    super(`server-sent events: ${limit} limit passed`);
    this.name = 'SseLimitError';
  }
}

/**
 * The `data` of each event of a `text/event-stream` body, as each event completes. The one SSE
 * reader of both sides: eventsource-parser applies the spec's line-ending rules (CR, LF, CRLF, even
 * split across chunks) and scans only the new bytes of an event that is still arriving. Events
 * without a data line are skipped; an event cut off by the end of the body is dropped, as the
 * spec says. Stopping early (break, return) cancels the body.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limits: SseLimits): AsyncGenerator<string> {
  for await (const batch of readSseBatches(body, limits)) yield* batch;
}

/**
 * The same, as one array per piece of the body that completed events (empty pieces are skipped):
 * the server forwards each batch in one write instead of one write per event.
 */
export async function* readSseBatches(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limits: SseLimits): AsyncGenerator<string[]> {
  const reader = readerOf(body);
  const decoder = new TextDecoder();
  let ready: string[] = [];
  let failure: SseLimitError | undefined;
  let bytes = 0;
  let endsWithCr = false;
  const parser = createParser({
    maxBufferSize: limits.maxEventChars,
    onEvent: (event) => void ready.push(event.data),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') failure ??= new SseLimitError('event');
    },
  });
  const timer =
    limits.maxDurationMs === undefined
      ? undefined
      : setTimeout(() => {
          failure ??= new SseLimitError('duration');
          reader.cancel(failure).catch(() => {});
        }, limits.maxDurationMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (failure) throw failure;
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limits.maxStreamBytes) throw new SseLimitError('stream');
      const text = decoder.decode(value, { stream: true });
      if (text !== '') endsWithCr = text.endsWith('\r');
      parser.feed(text);
      if (failure) throw failure;
      const batch = ready;
      ready = [];
      if (batch.length > 0) yield batch;
    }
    // A CR at the very end waits for a possible LF; at the end of the body it is a line end.
    parser.feed(decoder.decode() + (endsWithCr ? '\n' : ''));
    if (ready.length > 0) yield ready;
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}

interface ByteReader {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  cancel(reason?: unknown): Promise<unknown>;
}

/**
 * A web stream (the page's fetch), or any async iterable of bytes (the server reads a Node stream
 * as it is: wrapping it in a web stream cost CPU on every chunk). Cancelling ends the iterable.
 */
function readerOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): ByteReader {
  if ('getReader' in body) return body.getReader();
  const iterator = body[Symbol.asyncIterator]();
  return {
    read: async () => {
      const next = await iterator.next();
      return next.done ? { done: true, value: undefined } : { done: false, value: next.value };
    },
    cancel: async () => iterator.return?.(),
  };
}
