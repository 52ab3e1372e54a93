import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** One request to a provider, as the provider client builds it. */
export interface UpstreamRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** Until the status line: past it the attempt fails with UpstreamTimeoutError. */
  timeoutMs: number;
}

/** The answer's body as Node delivers it (an IncomingMessage): destroying it drops the connection. */
export type UpstreamBody = Readable;

/** The provider's answer once its status line arrived; the body is read as it comes. */
export interface UpstreamResponse {
  status: number;
  header(name: string): string | undefined;
  body: UpstreamBody;
}

export type UpstreamTransport = (request: UpstreamRequest) => Promise<UpstreamResponse>;

/** No status line before the attempt's time ran out. */
export class UpstreamTimeoutError extends Error {
  constructor() {
    super('upstream did not answer in time');
    this.name = 'UpstreamTimeoutError';
  }
}

/** The connection failed before any answer (refused, reset, DNS): nothing was generated, so a retry is safe. */
export class UpstreamConnectionError extends Error {
  constructor(cause: unknown) {
    super('upstream connection failed', { cause });
    this.name = 'UpstreamConnectionError';
  }
}

export function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error && signal.reason.name === 'AbortError' ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

/** Configured providers times their few paths; past it (never, in practice) a URL is parsed per call. */
const MAX_PARSED_URLS = 256;

/**
 * The provider transport: node:http with keep-alive agents, the body as the Node stream it is.
 * Chosen by measurement (bench/provider-fetch.ts): against Node's fetch (undici) and the openai
 * client on either, it spends the least CPU per call, since nothing is wrapped in web streams,
 * Headers or Response objects and no SDK builds the request.
 */
export function createNodeHttpTransport(): UpstreamTransport {
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  // A provider is called on a few fixed URLs (its chat and model-list paths): each is parsed once.
  const urls = new Map<string, URL>();
  const parsed = (text: string) => {
    let url = urls.get(text);
    if (!url) {
      url = new URL(text);
      if (urls.size < MAX_PARSED_URLS) urls.set(text, url);
    }
    return url;
  };
  return (request) =>
    new Promise((resolve, reject) => {
      const { signal } = request;
      if (signal.aborted) return reject(abortError(signal));
      const url = parsed(request.url);
      const secure = url.protocol === 'https:';
      const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
      const req = (secure ? https : http).request(url, { method: request.method, headers, agent: secure ? agents.https : agents.http });
      let answered = false;
      const timer = setTimeout(() => req.destroy(new UpstreamTimeoutError()), request.timeoutMs);
      // Aborting must still reach the socket while the body streams.
      const onAbort = () => req.destroy(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      req.on('response', (res) => {
        answered = true;
        clearTimeout(timer);
        res.on('close', () => signal.removeEventListener('abort', onAbort));
        const header = (name: string) => {
          const value = res.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        };
        resolve({ status: res.statusCode ?? 502, header, body: res });
      });
      req.on('error', (error) => {
        clearTimeout(timer);
        if (answered) return; // the body's reader sees it
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) reject(abortError(signal));
        else reject(error instanceof UpstreamTimeoutError ? error : new UpstreamConnectionError(error));
      });
      req.end(request.body);
    });
}
