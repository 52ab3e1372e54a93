import type { MiddlewareHandler } from 'hono';
import { ApiFailure } from '../api-failure';
import type { ClientLimits, RequestKind } from '../limits/client-limits';
import { clientAddress } from './client-address';
import { setRateHeaders } from './rate-headers';

/**
 * The per-client limit of a request that is not a model call (reading the model list, a vitals
 * beacon), on the same store as the model calls': shared by every instance with REDIS_URL, in
 * memory without it or while Redis is down. Over it: 429 `rate_limited` with Retry-After (not
 * counted in writing_assistant_rate_limited_total, which counts refused model calls).
 */
export function requestLimit(limits: ClientLimits, kind: RequestKind, trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limits.takeRequest(kind, clientAddress(c, trustedProxies));
    if (verdict) setRateHeaders(c, verdict);
    if (verdict && !verdict.allowed) {
      throw new ApiFailure('rate_limited', undefined, verdict.resetSeconds);
    }
    await next();
  };
}
