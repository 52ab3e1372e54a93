import type { Context, MiddlewareHandler } from 'hono';
import { ApiFailure } from '../api-failure';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a call that another website made its visitor's browser send (DESIGN.md, Safety
 * additions): `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither this server's own host
 * nor one of `allowedOrigins`. Without it any page could spend the server's key. Requests without
 * either header (curl, server-to-server) are not a browser acting for a foreign page.
 */
export function crossSiteGuard(allowedOrigins: readonly string[], trustedProxies: number): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c, allowed, trustedProxies)) throw new ApiFailure('forbidden_origin');
    await next();
  };
}

function isCrossSite(c: Context, allowed: ReadonlySet<string>, trustedProxies: number): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  if (allowed.has(origin)) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // 'null' (sandboxed frames, file:) or nonsense
  }
  // The scheme is not compared: a proxy that ends TLS makes this server see http.
  return originHost === '' || !ownHosts(c, trustedProxies).includes(comparable(originHost));
}

/** A host as both sides may write it: lower case, without a default port (80 or 443). */
const comparable = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/** The names this request reached the server by: its Host and, behind a trusted proxy, X-Forwarded-Host. */
function ownHosts(c: Context, trustedProxies: number): string[] {
  const hosts = [comparable(new URL(c.req.url).host)];
  const forwarded = trustedProxies > 0 ? c.req.header('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  if (forwarded) hosts.push(comparable(forwarded));
  return hosts;
}
