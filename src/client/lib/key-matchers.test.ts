import { describe, expect, it } from 'vitest';
import { isSubmitEnter } from './key-matchers';

const press = (init: KeyboardEventInit & { keyCode?: number }) => {
  const event = new KeyboardEvent('keydown', init);
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  return event;
};

describe('isSubmitEnter', () => {
  it('is Enter alone, not Shift+Enter nor another key', () => {
    expect(isSubmitEnter(press({ key: 'Enter' }))).toBe(true);
    expect(isSubmitEnter(press({ key: 'Enter', shiftKey: true }))).toBe(false);
    expect(isSubmitEnter(press({ key: 'a' }))).toBe(false);
  });

  it('is not the Enter that confirms an input method’s word (isComposing, or keyCode 229)', () => {
    expect(isSubmitEnter(press({ key: 'Enter', isComposing: true }))).toBe(false);
    expect(isSubmitEnter(press({ key: 'Enter', keyCode: 229 }))).toBe(false);
  });
});
