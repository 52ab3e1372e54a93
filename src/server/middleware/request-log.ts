import type { MiddlewareHandler } from 'hono';

export type LogLine = (line: string) => void;

/**
 * Page URLs carry the person's own persona and mode titles, so they are logged as one placeholder;
 * API and asset paths are the server's own and are logged as they are.
 */
export const PAGE_ROUTE_IN_LOG = '/:persona/:tabTitle';
const ownPath = (path: string) => path.startsWith('/api/') || path.startsWith('/assets/') || path === '/';

/** One line per request: method, path, status, duration. Never bodies, queries, headers or page titles. */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const path = ownPath(c.req.path) ? c.req.path : PAGE_ROUTE_IN_LOG;
    log(`${c.req.method} ${path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
