import { createSseDecoder, SseLimitError, type SseLimits } from './sse-decoder';

export { SseLimitError, type SseLimit, type SseLimits } from './sse-decoder';

/**
 * The `data` of each event of a `text/event-stream` body, as each event completes (the decoder's
 * rules: sse-decoder.ts). An event cut off by the end of the body is dropped, as the spec says.
 * Stopping early (break, return) cancels the body.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limits: SseLimits): AsyncGenerator<string> {
  for await (const batch of readSseBatches(body, limits)) yield* batch;
}

/**
 * The same, as one array per piece of the body that completed events (empty pieces are skipped),
 * with the duration cap: past it the body is cancelled and SseLimitError('duration') thrown.
 */
export async function* readSseBatches(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limits: SseLimits): AsyncGenerator<readonly string[]> {
  const reader = readerOf(body);
  const decoder = createSseDecoder(limits);
  let failure: SseLimitError | undefined;
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
      const batch = decoder.feed(value);
      if (batch.length > 0) yield batch;
    }
    const last = decoder.end();
    if (last.length > 0) yield last;
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}

interface ByteReader {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  cancel(reason?: unknown): Promise<unknown>;
}

/** A web stream (the page's fetch), or any async iterable of bytes. Cancelling ends the iterable. */
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
