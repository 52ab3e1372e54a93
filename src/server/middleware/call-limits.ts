import type { MiddlewareHandler } from 'hono';
import { SERVER_BUSY_RETRY_AFTER_S, SHUTTING_DOWN_RETRY_AFTER_S } from '../../shared/config/scale-limits';
import { ApiFailure } from '../api-failure';
import type { ClientLimits } from '../limits/client-limits';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { ServerLifecycle } from '../server-lifecycle';
import { streamOutcome } from '../stream-outcome';
import { clientAddress } from './client-address';
import { setRateHeaders } from './rate-headers';

export interface CallLimitsDeps {
  limits: ClientLimits;
  lifecycle: ServerLifecycle;
  metrics: ServerMetrics;
  trustedProxies: number;
  /** Model calls this instance has open at once (MAX_UPSTREAM_CONCURRENCY). */
  maxUpstreamConcurrency: number;
}

/**
 * Admits a model call, or refuses it before anything goes upstream: 503 `server_shutting_down`
 * while the instance drains; 429 `rate_limited` past the per-minute budget (with the RateLimit-*
 * headers the page paces by); 503 `server_busy` when the instance has its most calls open; 429
 * `too_many_concurrent` when the client has its most calls open (on any instance, with Redis).
 * An admitted call is counted until its reply ends: for a stream, when the stream closes.
 */
export function callLimits(deps: CallLimitsDeps): MiddlewareHandler {
  const { limits, lifecycle, metrics } = deps;
  return async (c, next) => {
    if (lifecycle.draining) throw new ApiFailure('server_shutting_down', undefined, SHUTTING_DOWN_RETRY_AFTER_S);
    const key = clientAddress(c, deps.trustedProxies);
    const rate = await limits.takeCall(key);
    if (rate) setRateHeaders(c, rate);
    if (rate && !rate.allowed) {
      metrics.countRateLimited('rate_limited');
      throw new ApiFailure('rate_limited', undefined, rate.resetSeconds);
    }
    // Counted before the await below, so calls arriving together cannot all pass the check.
    lifecycle.callStarted();
    let counted = false;
    const release = () => {
      if (counted) limits.closeCall(key);
      lifecycle.callEnded();
    };
    if (lifecycle.inFlight() > deps.maxUpstreamConcurrency) {
      release();
      metrics.countRateLimited('server_busy');
      throw new ApiFailure('server_busy', undefined, SERVER_BUSY_RETRY_AFTER_S);
    }
    counted = await limits.openCall(key).catch(() => true);
    if (!counted) {
      release();
      metrics.countRateLimited('too_many_concurrent');
      throw new ApiFailure('too_many_concurrent');
    }
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const ending = streamOutcome(c);
    if (ending) void ending.then(release);
    else release();
  };
}
