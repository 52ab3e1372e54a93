import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ApiFailure } from '../api-failure';
import { clientAddress } from './client-address';

const WINDOW_MS = 60_000;

/**
 * At most `perMinute` requests per client address per minute (in memory: one process). 0 turns it
 * off. Over the limit: 429 with Retry-After and the JSON error body.
 */
export function rateLimit(perMinute: number, trustedProxies: number): MiddlewareHandler {
  if (perMinute <= 0) return (_c, next) => next();
  return rateLimiter({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => clientAddress(c, trustedProxies),
    handler: (c) => {
      const failure = new ApiFailure('rate_limited');
      return c.json(failure.toBody(), failure.status);
    },
  });
}
