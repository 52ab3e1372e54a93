import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { at, points, renderReply, streamReply, textNodes, type Point } from '../../../../tests/unit/rendered-selection';
import { sourceRange } from './source-range';

/* DESIGN.md, Refine: a selection in the rendered reply maps to the smallest range of its markdown that covers it. */

afterEach(cleanup);

/** The markdown passage a selection from `start` to `end` maps to (null: none). */
function passage(markdown: string, start: (root: HTMLElement) => Point, end: (root: HTMLElement) => Point): string | null {
  const root = renderReply(markdown);
  const range = sourceRange(root, points(start(root), end(root)), markdown);
  return range && markdown.slice(range.start, range.end);
}

const word = (w: string, options?: { after?: boolean; nth?: number }) => (root: HTMLElement) => at(root, w, options);
const after = (w: string, nth = 0) => word(w, { after: true, nth });

describe('a selection inside one block', () => {
  it.each([
    ['a word of a paragraph', 'Hello brave new world.', word('brave'), after('brave'), 'brave'],
    ['words inside emphasis, its marks kept out', 'A *very bold* claim.', word('very'), after('bold'), 'very bold'],
    ['words across the edge of emphasis, which is taken whole', 'A *very bold* claim.', word('bold'), after('claim'), '*very bold* claim'],
    ['part of a link text, in the link', 'See [the full guide](https://x.example/g) now.', word('full'), after('full'), 'full'],
    ['a link text and beyond: the whole link', 'See [the guide](https://x.example/g) now.', word('guide'), after('now'), '[the guide](https://x.example/g) now'],
    ['a word and the spaces around it: the word', 'Hello brave new world.', after('Hello'), word('new'), 'brave'],
    ['inside inline code, its backticks kept out', 'Run `npm test` first.', word('test'), after('test'), 'test'],
    ['an escaped character, with its backslash', 'Use 2 \\* 3 here.', word('*'), after('*'), '\\*'],
    ['a character reference: its whole text', 'Salt &amp; pepper.', word('&'), after('&'), 'Salt &amp; pepper.'],
    ['two lines of a paragraph', 'First line\nsecond line.', word('line'), after('second'), 'line\nsecond'],
    ['a heading', '## Getting started\n\nText.', word('started'), after('started'), 'started'],
    ['a tight list item', '- first item\n- second item', word('second'), after('item', 1), 'second item'],
    ['an item of a loose numbered list', '1. Install it.\n\n2. Run it now.', word('Run'), after('it', 1), 'Run it'],
    ['lines of a block quote, its markers inside', '> one line\n> two lines', word('line'), after('two'), 'line\n> two'],
    ['text in one table cell', '| Name | Role |\n|---|---|\n| Ada | Analyst |', word('Ana'), after('Analyst'), 'Analyst'],
    ['an image (a link to it), whole', 'See ![a chart](https://x.example/c.png) here.', word('chart'), after('chart'), '![a chart](https://x.example/c.png)'],
  ])('%s', (_name, markdown, start, end, expected) => {
    expect(passage(markdown, start, end)).toBe(expected);
  });

  it('takes a code block whole, from inside it or from its Copy button', () => {
    const markdown = 'Before.\n\n```js\nconst a = 1;\nconst b = 2;\n```\n\nAfter.';
    const code = '```js\nconst a = 1;\nconst b = 2;\n```';
    expect(passage(markdown, word('a ='), after('1'))).toBe(code);
    expect(passage(markdown, word('Copy'), after('1'))).toBe(code);
  });

  it('maps a reply that streamed in pieces (its blocks parsed one by one, one again for a late definition)', () => {
    const markdown = 'Intro.\n\n- one\n- two [guide][g] *here* now\n\n[g]: https://x.example/g\n\nThe end *of it*.';
    const root = streamReply(markdown, 3);
    const span = (start: Point, end: Point) => {
      const range = sourceRange(root, points(start, end), markdown);
      return range && markdown.slice(range.start, range.end);
    };
    expect(span(at(root, 'here'), at(root, 'now', { after: true }))).toBe('*here* now');
    expect(span(at(root, 'guide'), at(root, 'guide', { after: true }))).toBe('guide');
    expect(span(at(root, 'end'), at(root, 'of', { after: true }))).toBe('end *of it*');
  });
});

describe('a selection across blocks', () => {
  it.each([
    ['two paragraphs, whole', 'One two.\n\nThree four.\n\nFive.', word('two'), after('Three'), 'One two.\n\nThree four.'],
    ['two list items, whole', '- alpha one\n- beta two\n- gamma', word('one'), after('beta'), '- alpha one\n- beta two'],
    ['a paragraph into a list: its item, not the whole list', 'Intro text.\n\n- alpha\n- beta', word('text'), after('alpha'), 'Intro text.\n\n- alpha'],
    ['an item with a list inside it', '- alpha\n- beta\n  - inner\n- gamma', word('alpha'), after('beta'), '- alpha\n- beta\n  - inner'],
    ['a paragraph into a code block', 'Intro.\n\n```\ncode line\n```\n\nEnd.', word('Intro'), after('code'), 'Intro.\n\n```\ncode line\n```'],
    ['two cells of a table: the whole table', 'Top.\n\n| a | b |\n|---|---|\n| cat | dog |', word('cat'), after('dog'), '| a | b |\n|---|---|\n| cat | dog |'],
    ['paragraphs in a block quote', '> First part.\n>\n> Second part.', word('part'), after('Second'), 'First part.\n>\n> Second part.'],
  ])('%s', (_name, markdown, start, end, expected) => {
    expect(passage(markdown, start, end)).toBe(expected);
  });

  it('does not take a block the selection only touches (a triple click ends at the next block)', () => {
    const markdown = 'First paragraph.\n\nSecond paragraph.';
    const root = renderReply(markdown);
    const [first, second] = textNodes(root);
    const range = sourceRange(root, points([first!, 0], [second!, 0]), markdown);
    expect(range && markdown.slice(range.start, range.end)).toBe('First paragraph.');
    expect(sourceRange(root, points([root, 0], [root, root.childNodes.length]), markdown)).toEqual({ start: 0, end: markdown.length });
  });
});

describe('no passage', () => {
  it('for a collapsed selection, one outside the reply, or one over nothing of it', () => {
    const markdown = 'Only text.';
    const root = renderReply(markdown);
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    expect(sourceRange(root, points(at(root, 'text'), at(root, 'text')), markdown)).toBeNull();
    expect(sourceRange(root, points([outside.firstChild!, 0], at(root, 'text')), markdown)).toBeNull();
    expect(sourceRange(root, points([root, 1], [root, 1]), markdown)).toBeNull();
    outside.remove();
  });
});
