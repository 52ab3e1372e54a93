import { MAX_RETRY_AFTER_SECONDS } from './config/safety-limits';

/**
 * Rate-limit headers a reply carries, for pacing a long document (DESIGN.md, Long documents):
 * - the provider's token budget (Groq and OpenAI send `x-ratelimit-remaining-tokens` and
 *   `x-ratelimit-reset-tokens`, e.g. `7.66s` or `1m2.5s`), passed on by the server as they came;
 * - the server's own per-client limit (`RateLimit-Remaining`, `RateLimit-Reset` in seconds, IETF draft 6).
 */
export const PROVIDER_LIMIT_HEADERS = ['x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens'] as const;

export interface RateLimits {
  remainingTokens?: number;
  tokensResetMs?: number;
  remainingRequests?: number;
  requestsResetMs?: number;
}

const UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
/**
 * No wait the headers ask for is longer than a Retry-After may be: a provider's reset of a day
 * would stall a long document for a day.
 */
export const MAX_RESET_MS = MAX_RETRY_AFTER_SECONDS * 1000;
/** Providers write short durations (`1m2.5s`); anything longer is not read. */
const MAX_DURATION_CHARS = 16;

/** A duration as the providers write it (`1h2m3.5s`, `7.66s`, `250ms`), clamped to MAX_RESET_MS; else undefined. */
export function parseResetDuration(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text.length > MAX_DURATION_CHARS || !/^(\d+(\.\d+)?(h|ms|m|s))+$/.test(text)) return undefined;
  let total = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(h|ms|m|s)/g)) total += Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  return Math.min(Math.ceil(total), MAX_RESET_MS);
}

function count(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}

export function readRateLimits(headers: Headers): RateLimits {
  const resetSeconds = count(headers.get('ratelimit-reset'));
  return {
    remainingTokens: count(headers.get('x-ratelimit-remaining-tokens')),
    tokensResetMs: parseResetDuration(headers.get('x-ratelimit-reset-tokens')),
    remainingRequests: count(headers.get('ratelimit-remaining')),
    requestsResetMs: resetSeconds === undefined ? undefined : Math.min(resetSeconds * 1000, MAX_RESET_MS),
  };
}

/**
 * The provider's limit headers worth passing on: short well-formed values only, so nothing else
 * leaks through, and the reset rewritten in seconds, clamped like a Retry-After.
 */
export function providerLimitHeaders(headers: Pick<Headers, 'get'>): Record<string, string> {
  const remaining = count(headers.get(PROVIDER_LIMIT_HEADERS[0]));
  const resetMs = parseResetDuration(headers.get(PROVIDER_LIMIT_HEADERS[1]));
  if (remaining === undefined || resetMs === undefined) return {};
  return { [PROVIDER_LIMIT_HEADERS[0]]: String(remaining), [PROVIDER_LIMIT_HEADERS[1]]: `${resetMs / 1000}s` };
}
