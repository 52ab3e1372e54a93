import type { MiddlewareHandler } from 'hono';
import { API_PATH, MODELS_API_PATH } from '../../shared/api-contract';
import { HEALTHZ_PATH, READYZ_PATH } from '../../shared/config/scale-limits';
import { METRICS_PATH, VITALS_PATH } from '../../shared/config/web-vitals';
import type { ServerMetrics } from '../metrics/server-metrics';
import { PAGE_ROUTE_IN_LOG, UNKNOWN_API_IN_LOG } from './request-log';

const OWN_ROUTES = new Set<string>([API_PATH, MODELS_API_PATH, VITALS_PATH, METRICS_PATH, HEALTHZ_PATH, READYZ_PATH, '/']);

/**
 * The `route` label of a request: one of a fixed set, never the path a client typed (a page URL
 * carries a person's persona and mode titles; an unknown path could be anything).
 */
export function routeLabel(path: string): string {
  if (OWN_ROUTES.has(path)) return path;
  if (path.startsWith('/api/')) return UNKNOWN_API_IN_LOG;
  if (path.startsWith('/assets/')) return '/assets/:file';
  // The page's own files at the root (the manifest, the service worker, icons) have a dot.
  return /^\/[^/]*\.[^/]*$/.test(path) ? '/:file' : PAGE_ROUTE_IN_LOG;
}

/** Counts each answer in writing_assistant_http_requests_total (a stream when its headers go out). */
export function httpMetrics(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    await next();
    metrics.countRequest(routeLabel(c.req.path), c.res.status);
  };
}
