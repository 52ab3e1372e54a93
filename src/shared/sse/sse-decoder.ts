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

/** Shared by every feed that completed no event (most pieces of a stream complete one or none). */
const NONE: readonly string[] = Object.freeze([]);

/**
 * The synchronous core of the one SSE reader of both sides: bytes in, the `data` of each event
 * they completed out. eventsource-parser applies the spec's line-ending rules (CR, LF, CRLF, even
 * split across pieces) and scans only the new bytes of an event that is still arriving. Events
 * without a data line are skipped. `feed` throws SseLimitError past an event's or the body's cap.
 * The page reads through readSseEvents (read-sse-events.ts); the server feeds it the provider's
 * bytes as Node delivers them, with no stream or promise per piece.
 */
export interface SseDecoder {
  feed(bytes: Uint8Array): readonly string[];
  /** At the end of the body: an event that a final CR completed (one cut off earlier is dropped, as the spec says). */
  end(): readonly string[];
}

export function createSseDecoder(limits: Pick<SseLimits, 'maxEventChars' | 'maxStreamBytes'>): SseDecoder {
  const decoder = new TextDecoder();
  let ready: string[] | undefined;
  let failure: SseLimitError | undefined;
  let bytes = 0;
  let endsWithCr = false;
  const parser = createParser({
    maxBufferSize: limits.maxEventChars,
    onEvent: (event) => void (ready ??= []).push(event.data),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') failure ??= new SseLimitError('event');
    },
  });
  const take = (): readonly string[] => {
    const batch = ready ?? NONE;
    ready = undefined;
    return batch;
  };
  return {
    feed(value) {
      bytes += value.byteLength;
      if (bytes > limits.maxStreamBytes) throw new SseLimitError('stream');
      const text = decoder.decode(value, { stream: true });
      if (text !== '') endsWithCr = text.endsWith('\r');
      parser.feed(text);
      if (failure) throw failure;
      return take();
    },
    end() {
      // A CR at the very end waits for a possible LF; at the end of the body it is a line end.
      parser.feed(decoder.decode() + (endsWithCr ? '\n' : ''));
      return take();
    },
  };
}
