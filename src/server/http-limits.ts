import type { ServerOptions } from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS_DEFAULT } from '../shared/config/scale-limits';

/**
 * How long a client may take to send its request: without these a trickled upload (one byte a
 * minute) holds a connection for Node's default of 300 s. A streamed reply is not limited by them:
 * they cover the request, not the answer.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpLimits {
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** An idle keep-alive connection's life after its last reply (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs?: number;
}

export function httpServerOptions(limits: HttpLimits = {}): ServerOptions {
  const requestTimeout = limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    // Idle time between calls counts against neither timeout above (Node counts them from a
    // request's first byte), so a long keep-alive does not shorten them.
    keepAliveTimeout: limits.keepAliveTimeoutMs ?? KEEP_ALIVE_TIMEOUT_MS_DEFAULT,
    headersTimeout: Math.min(limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout),
    requestTimeout,
    // Node checks both timeouts on this period (default 30 s, which would double them).
    connectionsCheckingInterval: Math.min(1_000, requestTimeout),
  };
}
