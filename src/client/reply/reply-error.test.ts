import { describe, expect, it } from 'vitest';
import { REPLY_LABELS } from '../../shared/config/messages';
import { ReplyError, describeReplyError } from './reply-error';

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
