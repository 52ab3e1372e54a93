import { describe, expect, it } from 'vitest';
import { MAX_RESET_MS, parseResetDuration, providerLimitHeaders, readRateLimits } from './rate-limit-headers';

describe('rate-limit headers', () => {
  it('reads the durations providers write', () => {
    expect(parseResetDuration('7.66s')).toBe(7660);
    expect(parseResetDuration('1m2.5s')).toBe(62_500);
    expect(parseResetDuration('250ms')).toBe(250);
    expect(parseResetDuration('soon')).toBeUndefined();
  });

  it('never asks for a wait longer than a Retry-After may be, and reads only short values', () => {
    expect(parseResetDuration('2h')).toBe(MAX_RESET_MS);
    expect(parseResetDuration('86400s')).toBe(MAX_RESET_MS);
    expect(parseResetDuration('1s'.repeat(9))).toBeUndefined();
    expect(readRateLimits(new Headers({ 'ratelimit-remaining': '0', 'ratelimit-reset': '86400' })).requestsResetMs).toBe(MAX_RESET_MS);
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
    expect(providerLimitHeaders(new Headers({ 'x-ratelimit-remaining-tokens': '0', 'x-ratelimit-reset-tokens': '86400s' }))).toEqual({
      'x-ratelimit-remaining-tokens': '0',
      'x-ratelimit-reset-tokens': `${MAX_RESET_MS / 1000}s`,
    });
    expect(providerLimitHeaders(new Headers({ 'x-ratelimit-remaining-tokens': '0', 'x-ratelimit-reset-tokens': `${'0'.repeat(8000)}1s` }))).toEqual({});
  });
});
