import { MAX_SSE_EVENT_CHARS, MAX_STREAM_BYTES, MAX_STREAM_DURATION_MS } from '../../shared/config/safety-limits';
import { readSseBatches, type SseLimits } from '../../shared/sse/read-sse-events';

/** What one upstream stream may cost (DESIGN.md, Safety additions). */
export const UPSTREAM_SSE_LIMITS: SseLimits = {
  maxEventChars: MAX_SSE_EVENT_CHARS,
  maxStreamBytes: MAX_STREAM_BYTES,
  maxDurationMs: MAX_STREAM_DURATION_MS,
};

/**
 * The JSON `data:` payloads of the upstream's event stream, parsed, one array per piece of the body
 * that completed events, until `data: [DONE]` or the end. A payload that is not JSON
 * throws SyntaxError; a stream past its limits throws SseLimitError.
 */
export async function* readSseData(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, limits: SseLimits = UPSTREAM_SSE_LIMITS): AsyncGenerator<unknown[]> {
  let done = false;
  for await (const batch of readSseBatches(body, limits)) {
    // After [DONE] the body is read to its end (nothing more is taken from it, and the limits
    // still hold): stopping early would drop the connection instead of keeping it alive.
    const payloads: unknown[] = [];
    try {
      for (const data of batch) {
        if (data === '' || done) continue;
        if (data === '[DONE]') done = true;
        else payloads.push(JSON.parse(data));
      }
    } catch (error) {
      if (payloads.length > 0) yield payloads; // what came before the broken payload still counts
      throw error;
    }
    if (payloads.length > 0) yield payloads;
  }
}
