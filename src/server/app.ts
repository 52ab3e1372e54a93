import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { API_PATH, MODELS_API_PATH } from '../shared/api-contract';
import { MAX_BODY_BYTES } from '../shared/config/app-config';
import { MAX_STREAM_DURATION_MS } from '../shared/config/safety-limits';
import { ApiFailure } from './api-failure';
import { answerFailure } from './failure-response';
import { bodySizeLimit } from './middleware/body-size-limit';
import { crossSiteGuard } from './middleware/cross-site-guard';
import { jsonOnly } from './middleware/json-only';
import { inlineScriptHashes } from './inline-script-hashes';
import { MAX_STREAMS_PER_CLIENT_DEFAULT, MAX_UPSTREAM_CONCURRENCY_DEFAULT } from '../shared/config/scale-limits';
import { createMemoryLimits, type ClientLimits } from './limits/client-limits';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import { callLimits } from './middleware/call-limits';
import { httpMetrics } from './middleware/http-metrics';
import { registerOpsRoutes } from './routes/ops-routes';
import { createServerLifecycle, type ServerLifecycle } from './server-lifecycle';
import { requestLimit } from './middleware/request-limit';
import { requestLog, type LogLine } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import type { ProviderRegistry } from './providers/provider-registry';
import { createModelsHandler } from './routes/models-route';
import { createQueryHandler } from './routes/query-route';
import { registerVitalsRoutes } from './routes/vitals-route';
import { registerStaticRoutes } from './static-files';
import type { LocalModelStatus } from './local-model/local-provider';
import { registerModelFileRoutes } from './routes/model-files-route';
import type { BrowserModel } from './local-model/browser-model-entry';

export interface AppDeps {
  providers: ProviderRegistry;
  upstreamTimeoutMs: number;
  /** 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** One client's model calls in flight at once (MAX_STREAMS_PER_CLIENT). */
  maxStreamsPerClient?: number;
  /** Model calls this instance has open at once (MAX_UPSTREAM_CONCURRENCY). */
  maxUpstreamConcurrency?: number;
  /** The per-client limits' store; without it, in memory (from rateLimitPerMinute, maxStreamsPerClient). */
  limits?: ClientLimits;
  /** Draining and calls in flight; main.ts shuts it down on SIGTERM. */
  lifecycle?: ServerLifecycle;
  metrics?: ServerMetrics;
  /** How many proxies in front may set X-Forwarded-For (0: none is believed). */
  trustedProxies: number;
  /** Other sites' origins allowed to call the API (ALLOWED_ORIGINS); the page's own always is. */
  allowedOrigins?: readonly string[];
  /** Longest a streamed reply may run (default MAX_STREAM_DURATION_MS). */
  maxStreamMs?: number;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Where the built page is; without it only the API is served. */
  staticDir?: string;
  /** MODELS_DIR: its GGUF files are served at /models/<file>. */
  modelsDir?: string;
  /** The browser's model the page is offered (BROWSER_MODEL), listed under `In this browser`. */
  browserModel?: BrowserModel;
  /** The server's own model, where it runs one: /readyz says how it is. */
  localModel?: { status(): LocalModelStatus };
  log?: LogLine;
}

/** The whole HTTP app (API and page), without listening: Node, tests and serverless hosts share it. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const metrics = deps.metrics ?? createServerMetrics();
  const lifecycle = deps.lifecycle ?? createServerLifecycle();
  const limits =
    deps.limits ?? createMemoryLimits({ ratePerMinute: deps.rateLimitPerMinute, maxCallsPerClient: deps.maxStreamsPerClient ?? MAX_STREAMS_PER_CLIENT_DEFAULT });
  if (deps.log) app.use('*', requestLog(deps.log));
  app.use('*', httpMetrics(metrics));
  app.use('*', securityHeaders(inlineScriptHashes(deps.staticDir), deps.browserModel?.hosts));
  registerOpsRoutes(app, { providers: deps.providers, limits, lifecycle, metrics, metricsToken: deps.metricsToken, localModel: deps.localModel });

  app.use('/api/*', crossSiteGuard(deps.allowedOrigins ?? [], deps.trustedProxies));
  // Only the model list is gzipped on the fly (it can be large). A reply is a few KB, where a
  // compression stream per call costs more CPU than the bytes it saves are worth
  // (bench/proxy-overhead.ts); streams never are, so no event waits in a compression buffer.
  app.use(MODELS_API_PATH, compress({ contentTypeFilter: /^application\/json/i }));
  // Reading the list is not a call: its own limit (when limits are on), in the same store.
  app.get(MODELS_API_PATH, requestLimit(limits, 'models', deps.trustedProxies), createModelsHandler(deps.providers, deps.browserModel?.entry));
  // The model-call limits; the vitals beacon has its own (routes/vitals-route.ts).
  const admit = callLimits({
    limits,
    lifecycle,
    metrics,
    trustedProxies: deps.trustedProxies,
    maxUpstreamConcurrency: deps.maxUpstreamConcurrency ?? MAX_UPSTREAM_CONCURRENCY_DEFAULT,
  });
  // The refusals that need no store come first: a body that is not JSON (415) or declares more than
  // the limit (413) is refused before the call limits, which may each cost a Redis round trip and
  // would spend the client's budget on a call that never runs.
  app.post(
    API_PATH,
    jsonOnly(),
    bodySizeLimit(MAX_BODY_BYTES),
    admit,
    createQueryHandler({ ...deps, maxStreamMs: deps.maxStreamMs ?? MAX_STREAM_DURATION_MS, endCalls: lifecycle.endCalls, metrics }),
  );
  registerVitalsRoutes(app, { limit: requestLimit(limits, 'vitals', deps.trustedProxies), observe: metrics.observeVital });
  app.all('/api/*', () => {
    throw new ApiFailure('not_found');
  });
  if (deps.modelsDir) registerModelFileRoutes(app, deps.modelsDir);
  if (deps.staticDir) registerStaticRoutes(app, deps.staticDir);

  app.onError((error, c) => answerFailure(error, c, deps.log));
  return app;
}
