import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import type { LogLine } from '../middleware/request-log';
import { createLimits, type ClientLimits, type LimitSettings } from './client-limits';

/** How long one Redis command may take before the call is counted in memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect attempts back off to this, so a Redis that comes back is used within 2 s. */
const REDIS_MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * The limits shared by every instance through Redis (REDIS_URL). Each limiter has an in-memory
 * twin (rate-limiter-flexible's insuranceLimiter): while Redis cannot be reached the instance keeps
 * serving on it, so a call is never refused, nor answered with a 5xx, because Redis is down. That
 * is logged once per outage and /readyz says `down`; ioredis reconnects on its own and the shared
 * counts are used again as soon as it is ready. ioredis is loaded only here, only with REDIS_URL.
 */
export async function createRedisLimits(url: string, settings: LimitSettings, log: LogLine): Promise<ClientLimits> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // Fail at once while disconnected (the in-memory twin answers) rather than queue the call.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  let reported: 'up' | 'down' | undefined;
  let closing = false;
  redis.on('ready', () => {
    if (reported === 'down') log('redis: reachable again; limits are shared again');
    reported = 'up';
  });
  // ioredis emits 'error' on every failed attempt; one line per outage is enough (never the URL,
  // which may carry a password).
  const down = (error?: Error) => {
    if (reported === 'down' || closing) return;
    reported = 'down';
    log(`redis: unreachable (${error && 'code' in error ? String(error.code) : 'connection closed'}); limits are per instance until it returns`);
  };
  redis.on('error', down);
  redis.on('close', () => down());
  // The first calls are shared too: start serving once connected, or once the first attempt failed.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  const make = (options: { keyPrefix: string; points: number; duration: number }) =>
    new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) });
  return createLimits(settings, make, () => (redis.status === 'ready' ? 'up' : 'down'), async () => {
    closing = true;
    redis.disconnect();
  });
}
