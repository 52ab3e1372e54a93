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

/**
 * Addresses already normalised: a client sends many calls from one address, so parsing it again
 * on each call is work thrown away (bench/proxy-overhead.ts shows it). Emptied when full, so it
 * stays small whatever addresses arrive.
 */
const normalised = new Map<string, string | undefined>();
const MAX_REMEMBERED = 10_000;

/** The rate-limit key of one address, or undefined when it is not a valid IPv4 or IPv6 address. */
export function normaliseAddress(text: string): string | undefined {
  if (normalised.has(text)) return normalised.get(text);
  if (normalised.size >= MAX_REMEMBERED) normalised.clear();
  const key = parseAddress(text);
  // Only short values are kept: an 8,000-character X-Forwarded-For is refused each time.
  if (text.length <= 64) normalised.set(text, key);
  return key;
}

function parseAddress(text: string): string | undefined {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) address = ipaddr.IPv4.parse(text);
  else if (ipaddr.IPv6.isValid(text) && !text.includes('%')) address = ipaddr.IPv6.parse(text);
  else return undefined;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
