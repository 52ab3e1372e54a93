import { describe, expect, it, vi } from 'vitest';
import { REPLY_LABELS } from '../../shared/config/messages';
import { ReplyError, describeReplyError, parseRetryAfter } from './reply-error';

describe('parseRetryAfter', () => {
  it('reads delay seconds', () => {
    expect(parseRetryAfter('30')).toBe(30);
  });

  it('reads an HTTP date as seconds from now, rounded up', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:09 GMT', now)).toBe(9);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('describeReplyError', () => {
  it('tells when to retry after a rate limit', () => {
    expect(describeReplyError(new ReplyError('x', { code: 'rate_limited', retryAfterSeconds: 5 }))).toBe(REPLY_LABELS.rateLimited(5));
    expect(describeReplyError(new ReplyError('x', { status: 429 }))).toBe(REPLY_LABELS.rateLimited(undefined));
  });

  it('advises splitting text that is too long', () => {
    expect(describeReplyError(new ReplyError('x', { code: 'payload_too_large', status: 413 }))).toBe(REPLY_LABELS.textTooLong);
  });

  it('says when no provider is configured', () => {
    expect(describeReplyError(new ReplyError('x', { code: 'provider_not_configured', status: 503 }))).toBe(REPLY_LABELS.noProvider);
  });

  it('adds nothing for failures a person cannot act on', () => {
    expect(describeReplyError(new ReplyError('x', { code: 'upstream_error', status: 502 }))).toBeUndefined();
    expect(describeReplyError(new Error('x'))).toBeUndefined();
  });
});

describe('describeReplyError when offline', () => {
  it('says the model needs a connection, whatever the failure', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(describeReplyError(new TypeError('Failed to fetch'))).toBe(REPLY_LABELS.offline);
    } finally {
      onLine.mockRestore();
    }
    expect(describeReplyError(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
