import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PATH, MODELS_API_PATH } from '../shared/api-contract';
import { MAX_BODY_BYTES } from '../shared/config/app-config';
import { ApiFailure } from './api-failure';
import { rateLimit } from './middleware/rate-limit';
import { requestLog, type LogLine } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import type { ProviderRegistry } from './providers/provider-registry';
import { createModelsHandler } from './routes/models-route';
import { createQueryHandler } from './routes/query-route';
import { registerStaticRoutes } from './static-files';

export interface AppDeps {
  providers: ProviderRegistry;
  upstreamTimeoutMs: number;
  /** 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** How many proxies in front may set X-Forwarded-For (0: none is believed). */
  trustedProxies: number;
  /** Where the built page is; without it only the API is served. */
  staticDir?: string;
  log?: LogLine;
}

/** The whole HTTP app (API and page), without listening: Node, tests and serverless hosts share it. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  if (deps.log) app.use('*', requestLog(deps.log));
  app.use('*', securityHeaders());

  // Before the rate limit: it counts model calls, and reading the model list is not one.
  app.get(MODELS_API_PATH, createModelsHandler(deps.providers));
  app.use('/api/*', rateLimit(deps.rateLimitPerMinute, deps.trustedProxies));
  app.post(
    API_PATH,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiFailure(413, 'payload_too_large');
      },
    }),
    createQueryHandler(deps),
  );
  app.all('/api/*', () => {
    throw new ApiFailure(404, 'not_found');
  });
  if (deps.staticDir) registerStaticRoutes(app, deps.staticDir);

  app.onError((error, c) => {
    const failure = error instanceof ApiFailure ? error : new ApiFailure(500, 'internal_error');
    if (!(error instanceof ApiFailure)) deps.log?.(`error ${c.req.method} ${c.req.path}: ${error.name}`);
    if (failure.retryAfter !== undefined) c.header('Retry-After', String(failure.retryAfter));
    return c.json(failure.toBody(), failure.status);
  });
  return app;
}
