import { MAX_UPSTREAM_JSON_BYTES } from '../../shared/config/safety-limits';
import { BadUpstreamReplyError, StreamCutError } from '../upstream-errors';
import { abortError, type UpstreamResponse } from './upstream-transport';

/**
 * A body read whole (a JSON reply, an error body, a model list), whatever its content type says,
 * capped by bytes as it arrives: past `maxBytes` the connection is dropped and nothing is kept
 * (issue 25). A body cut halfway is StreamCutError: the reply was generated, so it is not retried.
 */
export async function readUpstreamText(response: UpstreamResponse, signal: AbortSignal, maxBytes = MAX_UPSTREAM_JSON_BYTES): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const part of response.body) {
      size += part.byteLength;
      if (size > maxBytes) throw new BadUpstreamReplyError(); // leaving the loop drops the connection
      parts.push(part);
    }
  } catch (error) {
    if (error instanceof BadUpstreamReplyError) throw error;
    if (signal.aborted) throw abortError(signal);
    throw new StreamCutError();
  }
  return Buffer.concat(parts).toString('utf8');
}
