import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether contact has come: each test starts it afresh.
const freshModule = () => import('./first-contact');

beforeEach(() => vi.resetModules());
afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

describe('onFirstContact', () => {
  it.each(['pointerdown', 'keydown', 'focusin', 'input'])('waits for the first contact (%s), then runs at once', async (type) => {
    const { onFirstContact } = await freshModule();
    const early = vi.fn();
    onFirstContact(early);
    document.dispatchEvent(new Event('scroll'));
    expect(early).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(early).toHaveBeenCalledOnce();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(early).toHaveBeenCalledOnce();
    const late = vi.fn();
    onFirstContact(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', async () => {
    const { onFirstContact } = await freshModule();
    const work = vi.fn();
    onFirstContact(work)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(work).not.toHaveBeenCalled();
  });

  it('counts a submit made with no contact (markContact), and focus already in the page as the script starts', async () => {
    const { onFirstContact, markContact } = await freshModule();
    const work = vi.fn();
    onFirstContact(work);
    markContact();
    expect(work).toHaveBeenCalledOnce();

    vi.resetModules();
    const box = document.body.appendChild(document.createElement('textarea'));
    box.focus();
    const later = await freshModule();
    const typedEarly = vi.fn();
    later.onFirstContact(typedEarly);
    expect(typedEarly).toHaveBeenCalledOnce();
    box.remove();
  });
});
