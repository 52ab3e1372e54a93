import { MAX_RETRY_AFTER_SECONDS } from './config/safety-limits';

/**
 * A Retry-After value in whole seconds, or undefined when there is none or it cannot be read.
 * Delay-seconds (Groq sends decimals too) or an HTTP date (RFC 9110 section 10.2.3); clamped to
 * 0..MAX_RETRY_AFTER_SECONDS, so a provider's 99999999999 never makes anyone wait for years.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return undefined;
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) seconds = Math.ceil(Number(trimmed));
  else {
    // An HTTP date starts with the day's name; Date.parse alone would take '-5' as a year.
    if (!/^[a-z]{3}/i.test(trimmed)) return undefined;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date)) return undefined;
    seconds = Math.ceil((date - now) / 1000);
  }
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, seconds));
}
