import type { MiddlewareHandler } from 'hono';

export type LogLine = (line: string) => void;

/** One line per request: method, path, status, duration. Never bodies, queries or headers. */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
