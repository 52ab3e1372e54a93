import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import { canonicalHtml } from '../../src/client/markdown/fixtures/normalise-html';
import { readSpecExamples } from '../../src/client/markdown/fixtures/spec-examples';
import { MarkdownView } from '../../src/client/markdown/markdown-view';
import { framesAtOnceEachTest } from './frames';

// Issue 8: a reply streamed in pieces of 1 to 3 characters ends as the same DOM as the whole text.
// Frames come at once here, so that every piece is parsed as it arrives. The examples are checked in
// SHARDS files (src/client/markdown/gfm-spec-streamed-<n>.test.tsx), so that the test workers share the work.
export const SHARDS = 3;

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

/** Checks every SHARDS-th example of the specification, from the shard-th (1-based). */
export function checkStreamedExamples(shard: number): void {
  const examples = readSpecExamples().filter((example) => example.number % SHARDS === shard % SHARDS);
  framesAtOnceEachTest();
  afterEach(() => cleanup());
  describe(`GFM specification examples (shard ${shard} of ${SHARDS}), streamed in pieces of 1 to 3 characters`, () => {
    it.each(examples.map((e) => [e.number, e] as const))('example %i ends as the whole renders', (_n, example) => {
      const expected = whole(example.markdown);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 40 }), (sizes) => {
          const html = streamed(example.markdown, sizes);
          if (html !== expected) throw new Error(`pieces ${sizes.join(',')}:\n${html}\n!==\n${expected}`);
        }),
        { numRuns: 4 },
      );
    });
  });
}
