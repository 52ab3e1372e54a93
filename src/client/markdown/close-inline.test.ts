import { describe, expect, it } from 'vitest';
import { closeInline } from './close-inline';

describe('closeInline', () => {
  it.each([
    ['closes open emphasis', 'Some *slanted', 'Some *slanted*'],
    ['closes open strong emphasis', 'Some **bold', 'Some **bold**'],
    ['closes both, innermost first', '**bold and *both', '**bold and *both***'],
    ['closes open strikethrough', '~~gone', '~~gone~~'],
    ['closes before trailing spaces, where a closer would not close', 'Some **bold ', 'Some **bold**'],
    ['leaves closed emphasis and a lone star alone', '**done** and 2 * 3 = 6', '**done** and 2 * 3 = 6'],
    ['leaves a list marker alone', '* a list item', '* a list item'],
    ['leaves markers inside a closed code span alone', '`a *star* in code`', '`a *star* in code`'],
    ['closes an open code span, inside which markers mean nothing', 'Run `npm **i', 'Run `npm **i`'],
    ['closes an open code span, then the emphasis around it', '**Run `npm i', '**Run `npm i`**'],
    ['completes half a closing delimiter at the end', 'Some **bold*', 'Some **bold**'],
    ['holds back an opening delimiter with nothing after it', 'Then **', 'Then '],
    ['holds back half a strikethrough delimiter', '~', ''],
    ['closes a link whose URL is still arriving', 'See [the guide](https://exa', 'See [the guide](https://exa)'],
    ['closes the link, then the emphasis around it', '**See [the guide](https://exa', '**See [the guide](https://exa)**'],
  ])('%s: %j', (_behaviour, line, shown) => {
    expect(closeInline(line)).toBe(shown);
  });
});
