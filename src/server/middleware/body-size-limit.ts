import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiFailure } from '../api-failure';

/**
 * Refuses a request body over `maxBytes` with 413 `payload_too_large` (`message` when given).
 * With a Content-Length (what browsers and most clients send) it is checked before anything is
 * read, and the route reads the body as Node received it: Hono's own bodyLimit asks for the body
 * as a web stream first, which made @hono/node-server build a whole fetch Request around every
 * call (work a call does not need; bench/proxy-overhead.ts measures it). Node's parser never
 * delivers more than the Content-Length. Without one (chunked), Hono's bodyLimit counts the bytes.
 */
export function bodySizeLimit(maxBytes: number, message?: string): MiddlewareHandler {
  const refuse = (): never => {
    throw new ApiFailure('payload_too_large', message);
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number.parseInt(length, 10) > maxBytes) refuse();
    await next();
  };
}
