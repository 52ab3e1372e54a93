import { describe, expect, it } from 'vitest';
import { splitBlocks } from './split-blocks';

describe('splitBlocks', () => {
  it('cuts at blank lines before flush-left text, and the blocks join back into the whole', () => {
    const text = '# Title\n\nFirst paragraph\nstill first.\n\nSecond.';
    expect(splitBlocks(text)).toEqual(['# Title\n', 'First paragraph\nstill first.\n', 'Second.']);
    expect(splitBlocks(text).join('\n')).toBe(text);
  });

  it('keeps a fenced code block with blank lines inside whole', () => {
    const text = 'Intro\n\n```py\na = 1\n\nb = 2\n```\n\nAfter';
    expect(splitBlocks(text)).toEqual(['Intro\n', '```py\na = 1\n\nb = 2\n```\n', 'After']);
  });

  it('keeps an unfinished fence (still streaming) in one block', () => {
    expect(splitBlocks('Intro\n\n```js\nx\n\ny')).toEqual(['Intro\n', '```js\nx\n\ny']);
  });

  it('does not close a fence on a shorter or different marker', () => {
    expect(splitBlocks('````\n```\n\nnot out\n````\n\nout')).toEqual(['````\n```\n\nnot out\n````\n', 'out']);
  });

  it('keeps indented continuations with the list item above them', () => {
    const text = '1. Item\n\n    more of the item\n\nNext';
    expect(splitBlocks(text)).toEqual(['1. Item\n\n    more of the item\n', 'Next']);
  });

  it('keeps text with reference definitions whole, so references still resolve', () => {
    const text = 'See [docs][1].\n\n[1]: https://example.com';
    expect(splitBlocks(text)).toEqual([text]);
  });
});
