import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiFailure } from './api-failure';
import { pathForLog, type LogLine } from './middleware/request-log';

/**
 * The app's error handler: every failure is answered with its code's status and message from the
 * one error table (through ApiFailure); anything else is a bug, answered as `internal_error` and
 * logged by name only (its message may hold user text).
 */
export function answerFailure(error: Error, c: Context, log?: LogLine): Response {
  // Hono's own middleware (bearer auth on /metrics) answers with its response as it is.
  if (error instanceof HTTPException) return error.getResponse();
  const failure = error instanceof ApiFailure ? error : new ApiFailure('internal_error');
  if (!(error instanceof ApiFailure)) log?.(`error ${c.req.method} ${pathForLog(c, failure.status)}: ${error.name}`);
  if (failure.retryAfter !== undefined) c.header('Retry-After', String(failure.retryAfter));
  return c.json(failure.toBody(), failure.status);
}
