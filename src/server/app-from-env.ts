import type { Hono } from 'hono';
import { createApp } from './app';
import type { ServerEnv } from './env';
import { createMemoryLimits, type ClientLimits, type LimitSettings } from './limits/client-limits';
import type { LogLine } from './middleware/request-log';
import type { ProviderRegistry } from './providers/provider-registry';
import type { ServerMetrics } from './metrics/server-metrics';
import type { LocalModel } from './local-model/local-provider';
import type { BrowserModel } from './local-model/browser-model-entry';
import { createServerLifecycle, type ServerLifecycle } from './server-lifecycle';

export interface ServerParts {
  app: Hono;
  limits: ClientLimits;
  lifecycle: ServerLifecycle;
}

/**
 * The app as the environment configures it, for the Node entry (main.ts) and the serverless one
 * alike: the limits in Redis when REDIS_URL is set (ioredis is loaded only then), else in memory.
 */
export interface ServerExtras {
  staticDir?: string;
  modelsDir?: string;
  metrics?: ServerMetrics;
  localModel?: LocalModel;
  browserModel?: BrowserModel;
}

export async function createAppFromEnv(env: ServerEnv, providers: ProviderRegistry, log: LogLine, extras: ServerExtras = {}): Promise<ServerParts> {
  const settings: LimitSettings = { ratePerMinute: env.RATE_LIMIT_PER_MINUTE, maxCallsPerClient: env.MAX_STREAMS_PER_CLIENT };
  const limits = env.REDIS_URL
    ? await (await import('./limits/redis-limits')).createRedisLimits(env.REDIS_URL, settings, log)
    : createMemoryLimits(settings);
  const lifecycle = createServerLifecycle();
  const app = createApp({
    providers,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    maxStreamsPerClient: env.MAX_STREAMS_PER_CLIENT,
    maxUpstreamConcurrency: env.MAX_UPSTREAM_CONCURRENCY,
    limits,
    lifecycle,
    trustedProxies: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    metricsToken: env.METRICS_TOKEN,
    ...extras,
    log,
  });
  return { app, limits, lifecycle };
}
