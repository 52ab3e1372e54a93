import { describe, expect, it } from 'vitest';
import { closeInline } from './close-inline';

describe('closeInline', () => {
  it('closes open emphasis, strong emphasis and strikethrough, innermost first', () => {
    expect(closeInline('Some **bold')).toBe('Some **bold**');
    expect(closeInline('Some *slanted')).toBe('Some *slanted*');
    expect(closeInline('**bold and *both')).toBe('**bold and *both***');
    expect(closeInline('~~gone')).toBe('~~gone~~');
  });

  it('closes before trailing spaces, where a closer would not close', () => {
    expect(closeInline('Some **bold ')).toBe('Some **bold**');
  });

  it('leaves what is closed or is no delimiter alone', () => {
    expect(closeInline('**done** and 2 * 3 = 6')).toBe('**done** and 2 * 3 = 6');
    expect(closeInline('* a list item')).toBe('* a list item');
    expect(closeInline('`a *star* in code`')).toBe('`a *star* in code`');
  });

  it('closes an open code span, inside which markers mean nothing', () => {
    expect(closeInline('Run `npm **i')).toBe('Run `npm **i`');
    expect(closeInline('**Run `npm i')).toBe('**Run `npm i`**');
  });

  it('holds back half a delimiter at the end', () => {
    expect(closeInline('Some **bold*')).toBe('Some **bold**');
    expect(closeInline('Then **')).toBe('Then ');
    expect(closeInline('~')).toBe('');
  });

  it('closes a link whose URL is still arriving', () => {
    expect(closeInline('See [the guide](https://exa')).toBe('See [the guide](https://exa)');
    expect(closeInline('**See [the guide](https://exa')).toBe('**See [the guide](https://exa)**');
  });
});
