import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send its request: without these a trickled upload (one byte a
 * minute) holds a connection for Node's default of 300 s. A streamed reply is not limited by them:
 * they cover the request, not the answer.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export function httpServerOptions(limits: { headersTimeoutMs?: number; requestTimeoutMs?: number } = {}): ServerOptions {
  const requestTimeout = limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    headersTimeout: Math.min(limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout),
    requestTimeout,
    // Node checks both timeouts on this period (default 30 s, which would double them).
    connectionsCheckingInterval: Math.min(1_000, requestTimeout),
  };
}
