import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { MAX_UPSTREAM_JSON_BYTES } from '../../shared/config/safety-limits';
import { BadUpstreamReplyError } from '../upstream-errors';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const failed = (cause: unknown) => new TypeError('fetch failed', { cause });

/**
 * A `fetch` for the provider SDK built on node:http with keep-alive agents. Node's built-in fetch
 * (undici) costs about twice the CPU per JSON call (bench/provider-fetch.ts: 0.46 ms against
 * 0.24 ms at 10 in flight; streams about the same), which is much of what the proxy adds. Covers
 * what the SDK uses: string or Uint8Array bodies, an abort signal, a streamed response body.
 */
export function createKeepAliveFetch(): typeof fetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const { signal } = init;
      if (signal?.aborted) return reject(abortError(signal));
      const send = url.protocol === 'https:' ? https.request : http.request;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const body = init.body;
      if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
        return reject(new TypeError('keep-alive fetch sends only string or byte bodies'));
      }
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const wantsStream = isEventStream(headers.accept);
      if (body) headers['content-length'] = String(Buffer.byteLength(body));

      const onAbort = () => req.destroy(abortError(signal!));
      const req = send(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
        // Aborting must still reach the socket while the body streams.
        res.on('close', () => signal?.removeEventListener('abort', onAbort));
        const status = res.statusCode ?? 502;
        const responseHeaders = new Headers();
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) responseHeaders.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        const reply = (body: ConstructorParameters<typeof Response>[0]) => {
          try {
            resolve(new Response(body, { status, statusText: res.statusMessage, headers: responseHeaders }));
          } catch (error) {
            reject(failed(error)); // a status outside 200-599
          }
        };
        if (NULL_BODY_STATUSES.has(status)) {
          res.resume();
          return reply(null);
        }
        // Only a stream that was asked for and answered 2xx is forwarded as it comes (its reader
        // has its own caps). Anything else (a JSON reply, an error body, a model list, whatever its
        // content type says) is read whole into one buffer, far cheaper than a web stream, and cut
        // past MAX_UPSTREAM_JSON_BYTES: the socket is dropped and nothing is kept.
        if (status >= 200 && status < 300 && wantsStream && isEventStream(res.headers['content-type'])) {
          return reply(Readable.toWeb(res) as ReadableStream<Uint8Array>);
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (part: Buffer) => {
          size += part.length;
          if (size > MAX_UPSTREAM_JSON_BYTES) {
            res.destroy();
            return reject(new BadUpstreamReplyError());
          }
          parts.push(part);
        });
        res.on('end', () => reply(Buffer.concat(parts)));
        // A body cut after the status line still resolves (its read fails): the reply was
        // generated, so the caller must not mistake it for a refused connection and retry.
        res.on('error', (error) => (signal?.aborted ? reject(abortError(signal)) : reply(failingBody(error))));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(signal?.aborted ? abortError(signal) : failed(error));
      });
      req.end(body ?? undefined);
    });
}

function isEventStream(type: string | undefined): boolean {
  return (type ?? '').toLowerCase().includes('text/event-stream');
}

function failingBody(error: Error): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.error(failed(error)) });
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error && signal.reason.name === 'AbortError'
    ? signal.reason
    : new DOMException('This operation was aborted', 'AbortError');
}
