import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_TABLE } from '../../shared/config/error-table';
import { errorMessage } from '../../shared/config/error-messages';
import { ReplyError, describeReplyError } from './reply-error';
import { REPLY_LABELS } from '../../shared/config/messages';

describe('describeReplyError', () => {
  it('tells when to retry after a rate limit, with the wait when the server gave one', () => {
    const limited = describeReplyError(new ReplyError('x', { code: 'rate_limited', retryAfterSeconds: 5 }));
    expect(limited).toEqual({ reason: errorMessage('rate_limited', 5), retryable: true, retryAfterSeconds: 5 });
    expect(errorMessage('rate_limited', 5)).toContain('in 5 seconds');
    expect(errorMessage('rate_limited', 1)).toContain('in 1 second.');
    expect(describeReplyError(new ReplyError('x', { code: 'upstream_rate_limited' })).reason).toBe(errorMessage('upstream_rate_limited'));
  });

  it('shows the catalogue message for the code, not the text the server sent', () => {
    const error = new ReplyError('x', { code: 'provider_not_configured', status: 503 });
    expect(describeReplyError(error).reason).toBe(errorMessage('provider_not_configured'));
  });

  it('offers a retry for transient failures only', () => {
    expect(describeReplyError(new ReplyError('x', { code: 'upstream_timeout' })).retryable).toBe(true);
    expect(describeReplyError(new ReplyError('x', { code: 'stream_interrupted' })).retryable).toBe(true);
    expect(describeReplyError(new ReplyError('x', { code: 'payload_too_large' })).retryable).toBe(false);
    expect(describeReplyError(new ReplyError('x', { code: 'provider_not_configured' })).retryable).toBe(false);
  });

  it('maps a code this build does not know by its status', () => {
    expect(new ReplyError('x', { code: 'a_newer_code', status: 429 }).code).toBe('rate_limited');
    expect(new ReplyError('x', { code: 'a_newer_code', status: 413 }).code).toBe('payload_too_large');
    expect(new ReplyError('x', { code: 'a_newer_code', status: 503 }).code).toBe('upstream_error');
    expect(new ReplyError('x', { status: 400 }).code).toBe('invalid_request');
    expect(new ReplyError('x').code).toBe('internal_error');
    // An object's inherited names are no codes either.
    expect(new ReplyError('x', { code: 'constructor', status: 503 }).code).toBe('upstream_error');
    expect(new ReplyError('x', { code: '__proto__', status: 400 }).code).toBe('invalid_request');
  });

  it.each(ERROR_CODES)("describes %s with the error table's message and retryability", (code) => {
    const { reason, retryable } = describeReplyError(new ReplyError('x', { code }));
    expect({ reason, retryable }).toEqual({ reason: ERROR_TABLE[code].message, retryable: ERROR_TABLE[code].retryable });
  });

  it('adds nothing for what is not a reply error', () => {
    expect(describeReplyError(new Error('x'))).toEqual({ reason: undefined, retryable: false, retryAfterSeconds: undefined });
  });
});

describe('describeReplyError when offline', () => {
  it('says the model needs a connection, whatever the failure, and offers a retry', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(describeReplyError(new TypeError('Failed to fetch'))).toEqual({ reason: REPLY_LABELS.offline, retryable: true, retryAfterSeconds: undefined });
    } finally {
      onLine.mockRestore();
    }
    expect(describeReplyError(new TypeError('Failed to fetch')).reason).toBeUndefined();
  });
});
