import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { HEALTHZ_PATH, READYZ_PATH } from '../../shared/config/scale-limits';
import { METRICS_PATH } from '../../shared/config/web-vitals';
import type { ClientLimits } from '../limits/client-limits';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { ProviderRegistry } from '../providers/provider-registry';
import type { ServerLifecycle } from '../server-lifecycle';
import type { LocalModelStatus } from '../local-model/local-provider';
import { LOCAL_PROVIDER_ID } from '../../shared/config/local-models';

export interface OpsDeps {
  providers: ProviderRegistry;
  limits: ClientLimits;
  lifecycle: ServerLifecycle;
  metrics: ServerMetrics;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`: 401 without one, 403 with another. */
  metricsToken?: string;
  localModel?: { status(): LocalModelStatus };
}

/** Both sides hashed, so the comparison takes the same time whatever the length of the guess. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * For load balancers and Prometheus: GET /healthz (the process runs), GET /readyz (it can serve
 * model calls: 503 while shutting down or with no provider; each dependency named), GET /metrics.
 */
export function registerOpsRoutes(app: Hono, deps: OpsDeps): void {
  app.get(HEALTHZ_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  app.get(READYZ_PATH, (c) => {
    const providers = deps.providers.entries().map((e) => e.config.id);
    const local = deps.localModel?.status();
    // Only the server's own model, and it cannot answer yet: a balancer should wait for it.
    const localOnly = providers.length === 1 && providers[0] === LOCAL_PROVIDER_ID && local?.state !== 'ready';
    const status = deps.lifecycle.draining ? 'shutting_down' : providers.length === 0 ? 'no_provider' : localOnly ? `local_model_${local?.state ?? 'loading'}` : 'ready';
    const localState = local ? { local: local.state, ...(local.state === 'loading' ? { localPercent: local.percent } : {}) } : { local: 'off' };
    c.header('Cache-Control', 'no-store');
    return c.json({ status, redis: deps.limits.redisState(), providers, ...localState }, status === 'ready' ? 200 : 503);
  });

  const expected = deps.metricsToken === undefined ? undefined : digest(deps.metricsToken);
  app.get(METRICS_PATH, async (c) => {
    if (expected) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
      if (!match) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.text('Unauthorized', 401);
      }
      if (!timingSafeEqual(digest(match[1] ?? ''), expected)) return c.text('Forbidden', 403);
    }
    c.header('Content-Type', deps.metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await deps.metrics.registry.metrics());
  });
}
