import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. X-Forwarded-For is believed only behind `trustedProxies` proxies: each
 * appends the address it saw, so the entry that many places from the right is the client (entries
 * further left could be written by the client itself).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const client = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}
