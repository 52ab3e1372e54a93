import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import { MAX_STREAM_DURATION_MS, MODEL_LIST_READS_PER_MINUTE } from '../../shared/config/safety-limits';
import type { RedisState } from '../../shared/config/scale-limits';
import { VITALS_PER_MINUTE } from '../../shared/config/web-vitals';

/** The per-minute budget after one call was taken from it (the RateLimit-* headers say it). */
export interface RateVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts again (Retry-After when refused). */
  resetSeconds: number;
}

/** Requests limited apart from the model calls: reading the model list, and the vitals beacon. */
export type RequestKind = 'models' | 'vitals';
const REQUESTS_PER_MINUTE: Record<RequestKind, number> = { models: MODEL_LIST_READS_PER_MINUTE, vitals: VITALS_PER_MINUTE };

/**
 * Per-client limits: model calls a minute and calls in flight at once, and the model-list reads and
 * vitals beacons a minute. In memory for one process, or shared by every instance through Redis
 * (limits/redis-limits.ts).
 */
export interface ClientLimits {
  /** Takes one call from the client's per-minute budget; undefined when the limit is off. */
  takeCall(key: string): Promise<RateVerdict | undefined>;
  /** Takes one request of `kind` from the client's per-minute budget for it; undefined when limits are off. */
  takeRequest(kind: RequestKind, key: string): Promise<RateVerdict | undefined>;
  /** Counts one more call in flight for the client; false (and nothing counted) past the limit. */
  openCall(key: string): Promise<boolean>;
  /** Gives back what openCall counted. */
  closeCall(key: string): void;
  redisState(): RedisState;
  close(): Promise<void>;
}

export interface LimitSettings {
  /** 0 turns the per-minute limits off (the model list's and the beacons' too). */
  ratePerMinute: number;
  maxCallsPerClient: number;
}

const WINDOW_S = 60;
/**
 * A count of calls in flight expires this long after the client's first call of a window, so a
 * count left behind by an instance that died (its calls never closed) cannot block a client for
 * good. No call runs longer than MAX_STREAM_DURATION_MS. The price: a call that began just before
 * the window ended is given back into the next one, so for that window the client may have one
 * more call in flight than the limit.
 */
export const OPEN_CALLS_TTL_S = Math.ceil(MAX_STREAM_DURATION_MS / 1000) + 60;

export type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

const isRefusal = (value: unknown): value is RateLimiterRes => typeof value === 'object' && value !== null && 'msBeforeNext' in value;

/** The limits on whatever store `make` builds limiters for. */
export function createLimits(settings: LimitSettings, make: LimiterFactory, redisState: () => RedisState, close = async () => {}): ClientLimits {
  const perMinute = (keyPrefix: string, points: number) =>
    settings.ratePerMinute > 0 ? { limiter: make({ keyPrefix, points, duration: WINDOW_S }), points } : undefined;
  const rate = perMinute('wa:rate', settings.ratePerMinute);
  const requests = { models: perMinute('wa:models', REQUESTS_PER_MINUTE.models), vitals: perMinute('wa:vitals', REQUESTS_PER_MINUTE.vitals) };
  const open = make({ keyPrefix: 'wa:open', points: settings.maxCallsPerClient, duration: OPEN_CALLS_TTL_S });
  return {
    takeCall: (key) => take(rate, key),
    takeRequest: (kind, key) => take(requests[kind], key),
    async openCall(key) {
      try {
        await open.consume(key);
        return true;
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // A refused consume still counted itself: give it back.
        void open.reward(key).catch(() => {});
        return false;
      }
    },
    closeCall(key) {
      void open.reward(key).catch(() => {});
    },
    redisState,
    close,
  };
}

async function take(budget: { limiter: RateLimiterAbstract; points: number } | undefined, key: string): Promise<RateVerdict | undefined> {
  if (!budget) return undefined;
  try {
    const res = await budget.limiter.consume(key);
    return { allowed: true, limit: budget.points, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { allowed: false, limit: budget.points, remaining: 0, resetSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  }
}

/** One process's limits, as without REDIS_URL. */
export function createMemoryLimits(settings: LimitSettings): ClientLimits {
  return createLimits(settings, (options) => new RateLimiterMemory(options), () => 'off');
}
