import { describe, expect, it } from 'vitest';
import { createMarkdownText } from './markdown-text';

const markdownText = (markdown: string) => createMarkdownText()(markdown);

describe('the reply’s text as a person reads it', () => {
  it('drops emphasis, link and code marks, keeping the words', () => {
    expect(markdownText('A **bold** and _soft_ [link](https://example.com) with `code`.')).toBe('A bold and soft link with code.');
  });

  it('puts a blank line between blocks and keeps soft line breaks', () => {
    expect(markdownText('# Title\n\nFirst line\nsecond line\n\nNext.')).toBe('Title\n\nFirst line\nsecond line\n\nNext.');
  });

  it('puts each list item on its own line with its bullet or number, nested items indented', () => {
    expect(markdownText('* one\n* two\n  * deep\n\n3. three\n4. four')).toBe('- one\n- two\n  - deep\n\n3. three\n4. four');
  });

  it('keeps a code block’s lines as they are', () => {
    expect(markdownText('Run:\n\n```js\nconst a = 1;\n  return **a**;\n```')).toBe('Run:\n\nconst a = 1;\n  return **a**;');
  });

  it('reads a reply fed while it streams as it reads the whole reply', () => {
    const reply = '# Plan\n\nA [ref][r] and **bold**.\n\n- one\n- two\n\n```js\nx\n```\n\n[r]: https://example.com\n\nEnd.';
    const read = createMarkdownText();
    for (let end = 1; end < reply.length; end += 7) read(reply.slice(0, end), true);
    expect(read(reply)).toBe(markdownText(reply));
    expect(read(reply)).toBe('Plan\n\nA ref and bold.\n\n- one\n- two\n\nx\n\nEnd.');
  });

  it('shows table rows as lines and a hard break as a line break', () => {
    expect(markdownText('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('a | b\n1 | 2');
    expect(markdownText('one\\\ntwo')).toBe('one\ntwo');
  });
});
