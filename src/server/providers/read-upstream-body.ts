import { MAX_UPSTREAM_JSON_BYTES } from '../../shared/config/safety-limits';
import { BadUpstreamReplyError, StreamCutError } from '../upstream-errors';
import { abortError, type UpstreamResponse } from './upstream-transport';

/**
 * A body read whole (a JSON reply, an error body, a model list), whatever its content type says,
 * capped by bytes as it arrives: past `maxBytes` the connection is dropped and nothing is kept, so
 * a broken or hostile provider cannot fill the server's memory. A body cut halfway is
 * StreamCutError: the reply was generated, so it is not retried.
 */
export function readUpstreamText(response: UpstreamResponse, signal: AbortSignal, maxBytes = MAX_UPSTREAM_JSON_BYTES): Promise<string> {
  const { body } = response;
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    const stop = () => void body.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure);
    function onData(part: Buffer) {
      size += part.byteLength;
      if (size <= maxBytes) return void parts.push(part);
      stop();
      body.destroy(); // past the cap: the connection is dropped
      reject(new BadUpstreamReplyError());
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(parts, size).toString('utf8'));
    }
    function onFailure() {
      stop();
      reject(signal.aborted ? abortError(signal) : new StreamCutError());
    }
    body.on('data', onData).on('end', onEnd).on('error', onFailure).on('close', onFailure);
  });
}
