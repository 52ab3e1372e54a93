import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it, vi } from 'vitest';
import { framesAtOnceEachTest } from '../../../tests/unit/frames';
import { canonicalHtml } from './fixtures/normalise-html';
import { readSpecExamples } from './fixtures/spec-examples';
import { MarkdownView } from './markdown-view';

// A reply streamed in pieces of 1 to 3 characters ends as the same DOM as the whole text.
// Whether the incremental parse ends as the whole parse is checked for every example of the
// specification in block-stream-spec.test.tsx; this checks the component around it (its keys, its
// memo, its frames) on every SAMPLE-th example, in a real React tree, with two random cuttings of
// each a run (each run drawing new ones).
const SAMPLE = 10;

// Off here: a reply rendered whole would otherwise be shown again from the cache at the end of the
// stream, and the streamed DOM would never be compared.
vi.mock('./kept-replies', () => ({ keptReply: () => undefined, keepReply: () => undefined }));

function whole(markdown: string): string {
  const { container, unmount } = render(<MarkdownView markdown={markdown} />);
  const html = canonicalHtml(container.cloneNode(true) as HTMLElement);
  unmount();
  return html;
}

function streamed(markdown: string, sizes: number[]): string {
  const { container, rerender, unmount } = render(<MarkdownView markdown="" streaming />);
  let end = 0;
  for (let i = 0; end < markdown.length; i++) {
    end = Math.min(markdown.length, end + (sizes[i % sizes.length] ?? 1));
    act(() => rerender(<MarkdownView markdown={markdown.slice(0, end)} streaming />));
  }
  act(() => rerender(<MarkdownView markdown={markdown} streaming={false} />));
  const html = canonicalHtml(container.cloneNode(true) as HTMLElement);
  unmount();
  return html;
}

framesAtOnceEachTest();
afterEach(() => cleanup());

describe(`every ${SAMPLE}th GFM specification example, streamed into MarkdownView in pieces of 1 to 3 characters`, () => {
  const examples = readSpecExamples().filter((example) => example.number % SAMPLE === 0);
  it.each(examples.map((e) => [e.number, e] as const))('example %i ends as the whole renders', (_n, example) => {
    const expected = whole(example.markdown);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 40 }), (sizes) => {
        const html = streamed(example.markdown, sizes);
        if (html !== expected) throw new Error(`pieces ${sizes.join(',')}:\n${html}\n!==\n${expected}`);
      }),
      { numRuns: 2 },
    );
  });
});
