import type { Context } from 'hono';
import type { RateVerdict } from '../limits/client-limits';

/** IETF draft 6 headers, as before: the page's long documents pace themselves by them. */
export function setRateHeaders(c: Context, rate: RateVerdict): void {
  c.header('RateLimit-Policy', `${rate.limit};w=60`);
  c.header('RateLimit-Limit', String(rate.limit));
  c.header('RateLimit-Remaining', String(rate.remaining));
  c.header('RateLimit-Reset', String(rate.resetSeconds));
}
