import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH } from '../../shared/api-contract';
import { listen, queryBody, startHarness } from '../../../tests/server/test-harness';
import { normaliseAddress } from './client-address';

// Behind TRUST_PROXY, an X-Forwarded-For value taken as it came would buy a rate-limit bucket of its
// own for each way of writing one address.
describe('the client address the rate limit counts', () => {
  it('writes one address one way: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64', () => {
    expect(normaliseAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('believes no value that is not a plain IP address', () => {
    for (const bad of ['10.0.0.01', '010.0.0.1', '0x0a.0.0.1', '10.1', 'not-an-ip', '1.2.3.4.5', '256.0.0.1', ' ', 'fe80::1%eth0', '1'.repeat(8_000)]) {
      expect(normaliseAddress(bad), bad.slice(0, 20)).toBeUndefined();
    }
  });
});

describe('behind a trusted proxy', () => {
  const open: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((o) => o.close()));
  });

  async function limitedServer() {
    const h = await startHarness({ rateLimitPerMinute: 1, trustedProxies: 1 });
    const server = await listen(h.app);
    open.push(server, h.fake);
    return (forwardedFor: string) =>
      fetch(`${server.url}${API_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: queryBody() }).then((r) => r.status);
  }

  it('counts invented addresses against the proxy’s own address, not a fresh bucket each', async () => {
    const from = await limitedServer();
    expect(await from('not-an-ip')).toBe(200);
    expect(await from('10.0.0.01')).toBe(429);
    expect(await from('x'.repeat(8_000))).toBe(429);
    expect(await from('')).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const from = await limitedServer();
    expect(await from('2001:db8:5:6::1')).toBe(200);
    expect(await from('2001:db8:5:6:ffff::2')).toBe(429);
    expect(await from('2001:db8:5:7::1')).toBe(200);
  });

  it('counts the same IPv4 address written as IPv4-mapped IPv6 as one client', async () => {
    const from = await limitedServer();
    expect(await from('198.51.100.7')).toBe(200);
    expect(await from('::ffff:198.51.100.7')).toBe(429);
  });
});
