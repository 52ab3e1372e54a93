import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('startRepliesBeforeFirstSubmit', () => {
  it('loads nothing until the first contact with the page, then loads the reply path', async () => {
    const { startRepliesBeforeFirstSubmit } = await import('./lazy-reply-area');
    const loadTransports = vi.fn(() => new Promise<never>(() => {}));
    startRepliesBeforeFirstSubmit(loadTransports);
    // Idle moments and timeouts come and go: a page nobody reaches for loads none of it.
    await vi.runAllTimersAsync();
    expect(loadTransports).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(loadTransports).toHaveBeenCalledOnce();
  });

  it('loads it at a submit that came with no contact (an Enter held by the shell), once', async () => {
    const { startRepliesBeforeFirstSubmit } = await import('./lazy-reply-area');
    const { useSubmissionStore } = await import('../state/submission-store');
    const loadTransports = vi.fn(() => new Promise<never>(() => {}));
    startRepliesBeforeFirstSubmit(loadTransports);
    useSubmissionStore.getState().submit('typed before the script started');
    expect(loadTransports).toHaveBeenCalledOnce();
    useSubmissionStore.getState().submit('again');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loadTransports).toHaveBeenCalledOnce();
  });
});
