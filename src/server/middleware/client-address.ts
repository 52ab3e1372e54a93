import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/** One person's IPv6 clients share a /64: the rate limit counts it as one address. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client's address, as the rate limit counts it. X-Forwarded-For is believed only behind
 * `trustedProxies` proxies: each appends the address it saw, so the entry that many places from
 * the right is the client (entries further left could be written by the client itself). Only a
 * valid address is believed (`10.0.0.01`, `not-an-ip` or 8,000 characters fall back to the socket's
 * address), written one way (IPv4-mapped IPv6 as IPv4), and IPv6 cut to its /64.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
    const client = normaliseAddress(forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? '');
    if (client) return client;
  }
  try {
    return normaliseAddress(getConnInfo(c).remote.address ?? '') ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}

/** The rate-limit key of one address, or undefined when it is not a valid IPv4 or IPv6 address. */
export function normaliseAddress(text: string): string | undefined {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) address = ipaddr.IPv4.parse(text);
  else if (ipaddr.IPv6.isValid(text) && !text.includes('%')) address = ipaddr.IPv6.parse(text);
  else return undefined;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
