import { describe, expect, it } from 'vitest';
import { streamingTail } from './streaming-tail';

describe('streamingTail', () => {
  it('holds back a table header until its delimiter row is whole', () => {
    expect(streamingTail('Intro\n| a | b |')).toBe('Intro\n');
    expect(streamingTail('Intro\n| a | b |\n|---|-')).toBe('Intro\n');
    expect(streamingTail('| a | b |\n|---|---|\n')).toBe('| a | b |\n|---|---|\n');
    expect(streamingTail('| a | b |\n|---|---|\n| 1 | 2')).toBe('| a | b |\n|---|---|\n| 1 | 2');
  });

  it('shows an open code fence, and holds back its first backticks until the third', () => {
    expect(streamingTail('```py\nx = 1\n')).toBe('```py\nx = 1\n');
    expect(streamingTail('Text\n``')).toBe('Text\n');
  });

  it('does not hold back pipes inside an open code block', () => {
    expect(streamingTail('```sh\nls\n| grep x')).toBe('```sh\nls\n| grep x');
  });

  it('keeps every line but the last as it is', () => {
    for (const text of ['a | b', '|', 'x\n\n|a|\n|-', '- | item', 'one **two\nthree **fo', '`a\n`b']) {
      const shown = streamingTail(text);
      const kept = shown.slice(0, shown.lastIndexOf('\n') + 1);
      expect(text.startsWith(kept)).toBe(true);
    }
  });

  it('closes open inline syntax on the last line, but not inside code', () => {
    expect(streamingTail('Intro\n\nSome **bold')).toBe('Intro\n\nSome **bold**');
    expect(streamingTail('```md\nSome **bold')).toBe('```md\nSome **bold');
    expect(streamingTail('Intro\n\n    indented **code')).toBe('Intro\n\n    indented **code');
  });
});
