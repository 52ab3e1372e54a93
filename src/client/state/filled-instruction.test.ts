import { describe, expect, it } from 'vitest';
import { composePrompt } from '../../shared/compose-prompt';
import { fillTab } from './filled-instruction';

const instruction = 'Translate into {{Language|Korean|Greek}} for {{Audience}}.';
const tab = (fieldValues?: Record<string, string>) => ({ title: 'T', instruction, ...(fieldValues && { fieldValues }) });

describe('a mode’s instruction as it goes out', () => {
  it('fills every field with its value, a choice left unset with its first option', () => {
    expect(fillTab(tab({ Audience: 'new hires' })).filled).toBe('Translate into Korean for new hires.');
    expect(fillTab(tab({ Language: 'Greek', Audience: 'kids' })).filled).toBe('Translate into Greek for kids.');
    // The composed prompt carries the values: a different value is a different prompt, so another cache entry.
    expect(composePrompt(fillTab(tab({ Language: 'Greek', Audience: 'kids' })).filled, 'Hi')).not.toBe(
      composePrompt(fillTab(tab({ Language: 'Korean', Audience: 'kids' })).filled, 'Hi'),
    );
  });

  it('reads a stored choice that is no longer an option as the first option', () => {
    expect(fillTab(tab({ Language: 'Klingon', Audience: 'a' })).filled).toBe('Translate into Korean for a.');
  });

  it('asks again for a choice change but not for typing in a free field', () => {
    const before = fillTab(tab({ Language: 'Korean', Audience: 'kids' })).asks;
    expect(fillTab(tab({ Language: 'Korean', Audience: 'adults' })).asks).toBe(before);
    expect(fillTab(tab({ Language: 'Greek', Audience: 'kids' })).asks).not.toBe(before);
  });

  it.each([[undefined], [{ Audience: '' }], [{ Audience: '   ' }]])('names the blank free field when its value is %j', (values) => {
    expect(fillTab(tab(values)).blank?.name).toBe('Audience');
  });

  it('leaves an instruction without fields as it is, with nothing blank', () => {
    expect(fillTab({ title: 'T', instruction: 'Be {brief}. {{ }}' })).toEqual({ filled: 'Be {brief}. {{ }}', asks: 'Be {brief}. {{ }}' });
    expect(fillTab(undefined)).toEqual({ filled: '', asks: '' });
  });
});
