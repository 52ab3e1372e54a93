import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './upstream-errors';

describe('Retry-After from the provider', () => {
  it('reads whole seconds, rounding a fraction up', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter('2.1')).toBe(3);
  });

  it('reads an HTTP date as the seconds until then', () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(parseRetryAfter(inTenSeconds)).toBeGreaterThanOrEqual(9);
    expect(parseRetryAfter(inTenSeconds)).toBeLessThanOrEqual(10);
  });

  it('ignores a missing or unreadable value', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
