import { act, render } from '@testing-library/react';
import { MarkdownView } from '../../src/client/markdown/markdown-view';
import type { SelectedPoints } from '../../src/client/reply/refine/source-range';

/** A point of a selection: a DOM node and an offset in it. */
export type Point = [node: Node, offset: number];

/** The reply as the page renders it (the real renderer, marks and all), in a container of its own. */
export function renderReply(markdown: string): HTMLElement {
  return render(<MarkdownView markdown={markdown} />).container;
}

/** The reply as it renders after streaming in pieces of `size` characters into one view, then ending. */
export function streamReply(markdown: string, size: number): HTMLElement {
  const { container, rerender } = render(<MarkdownView markdown={markdown.slice(0, size)} streaming />);
  for (let end = 2 * size; end < markdown.length; end += size) act(() => rerender(<MarkdownView markdown={markdown.slice(0, end)} streaming />));
  act(() => rerender(<MarkdownView markdown={markdown} />));
  return container;
}

/** Every text node under `root`, in document order. */
export function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  return texts;
}

/**
 * The point just before (or, with `after`, just after) the `nth` rendered occurrence of `word`:
 * how a test names where a person's selection starts or ends. Only tests look text up.
 */
export function at(root: Node, word: string, { after = false, nth = 0 } = {}): Point {
  let seen = 0;
  for (const text of textNodes(root)) {
    for (let i = text.data.indexOf(word); i >= 0; i = text.data.indexOf(word, i + 1)) {
      if (seen++ === nth) return [text, after ? i + word.length : i];
    }
  }
  throw new Error(`"${word}" (${nth}) is not in the rendered reply`);
}

export function points(start: Point, end: Point): SelectedPoints {
  return { startContainer: start[0], startOffset: start[1], endContainer: end[0], endOffset: end[1] };
}
