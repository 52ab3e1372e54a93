import { describe, expect, it } from 'vitest';
import { parseResetDuration, providerLimitHeaders, readRateLimits } from './rate-limit-headers';

describe('rate-limit headers', () => {
  it('reads the durations providers write', () => {
    expect(parseResetDuration('7.66s')).toBe(7660);
    expect(parseResetDuration('1m2.5s')).toBe(62_500);
    expect(parseResetDuration('2h')).toBe(7_200_000);
    expect(parseResetDuration('250ms')).toBe(250);
    expect(parseResetDuration('soon')).toBeUndefined();
    expect(parseResetDuration('99999h')).toBeUndefined();
  });

  it("reads the provider's token budget and the server's own request budget", () => {
    const headers = new Headers({ 'x-ratelimit-remaining-tokens': '5200', 'x-ratelimit-reset-tokens': '12s', 'ratelimit-remaining': '3', 'ratelimit-reset': '40' });
    expect(readRateLimits(headers)).toEqual({ remainingTokens: 5200, tokensResetMs: 12_000, remainingRequests: 3, requestsResetMs: 40_000 });
    expect(readRateLimits(new Headers())).toEqual({});
  });

  it('passes on only well-formed provider headers', () => {
    expect(providerLimitHeaders(new Headers({ 'x-ratelimit-remaining-tokens': '10', 'x-ratelimit-reset-tokens': '1s' }))).toEqual({
      'x-ratelimit-remaining-tokens': '10',
      'x-ratelimit-reset-tokens': '1s',
    });
    expect(providerLimitHeaders(new Headers({ 'x-ratelimit-remaining-tokens': '10; drop table', 'x-ratelimit-reset-tokens': '1s' }))).toEqual({});
  });
});
