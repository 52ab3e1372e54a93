import { REPLY_LABELS } from '../../shared/config/messages';

/** A failed reply, with what the server said about it (its stable error code, Retry-After). */
export class ReplyError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, details: { status?: number; code?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'ReplyError';
    this.status = details.status;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The reason shown under the generic fetch error, only where a person can act on it;
 * other failures (upstream outages, bugs) get the generic message alone.
 */
export function describeReplyError(error: unknown): string | undefined {
  // The page opens offline from the service worker's cache, but a reply always needs the server.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return REPLY_LABELS.offline;
  if (!(error instanceof ReplyError)) return undefined;
  switch (error.code) {
    case 'rate_limited':
    case 'upstream_rate_limited':
      return REPLY_LABELS.rateLimited(error.retryAfterSeconds);
    case 'payload_too_large':
    case 'upstream_too_large':
      return REPLY_LABELS.textTooLong;
    case 'provider_not_configured':
    case 'provider_auth_failed':
      return REPLY_LABELS.noProvider;
  }
  if (error.status === 429) return REPLY_LABELS.rateLimited(error.retryAfterSeconds);
  if (error.status === 413) return REPLY_LABELS.textTooLong;
  return undefined;
}
