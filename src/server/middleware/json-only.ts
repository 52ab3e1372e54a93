import type { MiddlewareHandler } from 'hono';
import { ApiFailure } from '../api-failure';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The API reads JSON only. A `text/plain` or form body is what a foreign page can send without a
 * CORS preflight, so anything but `application/json` is refused (415) before it is read.
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (BODY_METHODS.has(c.req.method)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') throw new ApiFailure('unsupported_media_type');
    }
    await next();
  };
}
