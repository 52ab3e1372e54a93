import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_TABLE } from '../../shared/config/error-table';
import { errorCause, errorMessage } from '../../shared/config/error-messages';
import { ReplyError, describeReplyError } from './reply-error';
import { REPLY_LABELS } from '../../shared/config/messages';

describe('describeReplyError', () => {
  it('gives a rate limit’s wait to the Retry button, and says the cause without it', () => {
    const limited = describeReplyError(new ReplyError('x', { code: 'rate_limited', retryAfterSeconds: 7 }));
    expect(limited).toEqual({ reason: errorCause('rate_limited'), retryable: true, retryAfterSeconds: 7 });
    expect(limited.reason).not.toMatch(/\d/);
    // The server's own message (in its JSON) still names the wait.
    expect(errorMessage('rate_limited', 5)).toContain('in 5 seconds');
    expect(errorMessage('rate_limited', 1)).toContain('in 1 second.');
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

  it.each(ERROR_CODES)("describes %s with the error table's cause and retryability", (code) => {
    const { reason, retryable } = describeReplyError(new ReplyError('x', { code }));
    expect({ reason, retryable }).toEqual({ reason: errorCause(code), retryable: ERROR_TABLE[code].retryable });
    expect(ERROR_TABLE[code].message.startsWith(reason ?? '')).toBe(true);
  });

  // DESIGN.md, The second minute: SPEC.md's sentence already says 'Please try again later.'
  it.each(ERROR_CODES)('says the cause of %s once: without its own advice to try again', (code) => {
    expect(describeReplyError(new ReplyError('x', { code, retryAfterSeconds: 7 })).reason).not.toMatch(/try again|\b7\b/i);
  });

  it('adds nothing for what is not a reply error', () => {
    expect(describeReplyError(new Error('x'))).toEqual({ reason: undefined, retryable: false, retryAfterSeconds: undefined });
  });
});

describe('describeReplyError when offline', () => {
  it('says the model needs a connection, whatever the failure, and offers a retry', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(describeReplyError(new TypeError('Failed to fetch'))).toEqual({ reason: REPLY_LABELS.offline, retryable: true, retryAfterSeconds: undefined, offline: true });
    } finally {
      onLine.mockRestore();
    }
    expect(describeReplyError(new TypeError('Failed to fetch')).reason).toBeUndefined();
  });
});
