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
/** A duration as the providers write it (`1h2m3.5s`, `7.66s`, `250ms`), at most a day; else undefined. */
export function parseResetDuration(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^(\d+(\.\d+)?(h|ms|m|s))+$/.test(text)) return undefined;
  let total = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(h|ms|m|s)/g)) total += Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  return total <= 86_400_000 ? Math.ceil(total) : undefined;
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
    requestsResetMs: resetSeconds === undefined ? undefined : resetSeconds * 1000,
  };
}

/** The provider's limit headers worth passing on: only well-formed values, so nothing else leaks through. */
export function providerLimitHeaders(headers: Headers): Record<string, string> {
  const remaining = headers.get(PROVIDER_LIMIT_HEADERS[0]);
  const reset = headers.get(PROVIDER_LIMIT_HEADERS[1]);
  if (count(remaining) === undefined || parseResetDuration(reset) === undefined) return {};
  return { [PROVIDER_LIMIT_HEADERS[0]]: String(remaining).trim(), [PROVIDER_LIMIT_HEADERS[1]]: String(reset).trim() };
}
