import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text';

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

  it('shows table rows as lines and a hard break as a line break', () => {
    expect(markdownText('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('a | b\n1 | 2');
    expect(markdownText('one\\\ntwo')).toBe('one\ntwo');
  });
});
