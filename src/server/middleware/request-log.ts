import type { Context, MiddlewareHandler } from 'hono';
import { HEALTHZ_PATH, READYZ_PATH } from '../../shared/config/scale-limits';
import { METRICS_PATH } from '../../shared/config/web-vitals';
import { escapeForLog } from '../escape-for-log';
import { streamOutcome } from '../stream-outcome';

export type LogLine = (line: string) => void;

/**
 * Page URLs carry the person's own persona and mode titles, so they are logged as one placeholder;
 * so are API and asset paths the server does not know (a 404 there could be anything typed). Only
 * the server's own paths are logged as they are.
 */
export const PAGE_ROUTE_IN_LOG = '/:persona/:tabTitle';
export const UNKNOWN_API_IN_LOG = '/api/:unknown';
export const UNKNOWN_ASSET_IN_LOG = '/assets/:unknown';
/** The server's own paths outside /api/: a failed scrape or health check must not read as a page load. */
export const SERVER_PATHS_IN_LOG: readonly string[] = [METRICS_PATH, HEALTHZ_PATH, READYZ_PATH];

/** The request's path as a log line may show it (see above), control characters escaped. */
export function pathForLog(c: Context, status: number): string {
  const path = c.req.path;
  if (path === '/' || SERVER_PATHS_IN_LOG.includes(path)) return path;
  if (path.startsWith('/api/')) return status === 404 ? UNKNOWN_API_IN_LOG : escapeForLog(path);
  if (path.startsWith('/assets/')) return status === 404 ? UNKNOWN_ASSET_IN_LOG : escapeForLog(path);
  return PAGE_ROUTE_IN_LOG;
}

/**
 * One line per request: method, path, status, duration; for a stream, written when it ends, with
 * how it ended (`stream=done`, `stream=<error code>`, `stream=client_closed`). Never bodies,
 * queries, headers or page titles.
 */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = () => `${escapeForLog(c.req.method)} ${pathForLog(c, c.res.status)} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`;
    const ending = streamOutcome(c);
    if (ending) void ending.then((outcome) => log(`${line()} stream=${escapeForLog(outcome)}`));
    else log(line());
  };
}
