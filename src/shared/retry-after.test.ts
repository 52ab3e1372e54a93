import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_SECONDS } from './config/safety-limits';
import { parseRetryAfter } from './retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads delay-seconds, rounding a decimal up', () => {
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter(' 2.1 ', now)).toBe(3);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until it, never below zero', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });

  it('clamps a huge value or a far date to the longest wait', () => {
    expect(parseRetryAfter('99999999999', now)).toBe(MAX_RETRY_AFTER_SECONDS);
    expect(parseRetryAfter('1e400', now)).toBeUndefined();
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT', now)).toBe(MAX_RETRY_AFTER_SECONDS);
  });

  it('gives undefined for nothing or nonsense', () => {
    for (const value of [null, undefined, '', '  ', 'soon', '-5', '5s']) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});
