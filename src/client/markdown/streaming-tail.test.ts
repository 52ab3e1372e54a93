import { describe, expect, it } from 'vitest';
import { streamingTail } from './streaming-tail';

describe('streamingTail', () => {
  it.each([
    ['holds back a table header without its delimiter row', 'Intro\n| a | b |', 'Intro\n'],
    ['holds back a table header while its delimiter row is half there', 'Intro\n| a | b |\n|---|-', 'Intro\n'],
    ['shows a table once its delimiter row is whole', '| a | b |\n|---|---|\n', '| a | b |\n|---|---|\n'],
    ['shows a table row as it arrives', '| a | b |\n|---|---|\n| 1 | 2', '| a | b |\n|---|---|\n| 1 | 2'],
    ['shows an open code fence', '```py\nx = 1\n', '```py\nx = 1\n'],
    ['holds back the first backticks of a fence until the third', 'Text\n``', 'Text\n'],
    ['does not hold back pipes inside an open code block', '```sh\nls\n| grep x', '```sh\nls\n| grep x'],
    ['closes open inline syntax on the last line', 'Intro\n\nSome **bold', 'Intro\n\nSome **bold**'],
    ['closes nothing inside a fenced code block', '```md\nSome **bold', '```md\nSome **bold'],
    ['closes nothing inside an indented code block', 'Intro\n\n    indented **code', 'Intro\n\n    indented **code'],
  ])('%s: %j', (_behaviour, tail, shown) => {
    expect(streamingTail(tail)).toBe(shown);
  });

  it.each(['a | b', '|', 'x\n\n|a|\n|-', '- | item', 'one **two\nthree **fo', '`a\n`b'])('keeps every line but the last as it is: %j', (text) => {
    const shown = streamingTail(text);
    expect(text.startsWith(shown.slice(0, shown.lastIndexOf('\n') + 1))).toBe(true);
  });
});
