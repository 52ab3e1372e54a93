import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it } from 'vitest';
import { createBlockStream, type ParsedReply } from './block-stream';
import { readSpecExamples } from './fixtures/spec-examples';
import { MarkdownBlock } from './markdown-block';

// For every example of the GFM specification: the incremental parse of a reply streamed in pieces
// of 1 to 3 characters ends as the parse of the whole text, compared by what the blocks render (the
// same renderer, as static markup). Two random cuttings of each example a run, each run drawing new
// ones: the examples are many, so every cutting more a run is paid on every run of the unit tests,
// while new cuttings each run cover more over time. The component around it is checked in
// gfm-spec-streamed.test.tsx.

/** Updates again (as the next frames do) until definitions have reached every finished block. */
function settle(update: ReturnType<typeof createBlockStream>, markdown: string): ParsedReply {
  let reply = update(markdown, false, 0);
  for (let frame = 1; !reply.settled; frame++) reply = update(markdown, false, frame);
  return reply;
}

function html(reply: ParsedReply): string {
  return renderToStaticMarkup(
    <>{reply.blocks.map((block) => <MarkdownBlock key={block.key} nodes={block.nodes} definitions={block.hasReferences ? reply.definitions : []} offset={block.offset} />)}</>,
  );
}

function streamed(markdown: string, sizes: number[]): string {
  const update = createBlockStream();
  for (let end = 0, i = 0; end < markdown.length; i++) {
    end = Math.min(markdown.length, end + (sizes[i % sizes.length] ?? 1));
    update(markdown.slice(0, end), true, 0);
  }
  return html(settle(update, markdown));
}

describe('GFM specification examples streamed in pieces of 1 to 3 characters', () => {
  it.each(readSpecExamples().map((e) => [e.number, e] as const))('example %i ends as the whole parses', (_n, example) => {
    const expected = html(settle(createBlockStream(), example.markdown));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 40 }), (sizes) => {
        const got = streamed(example.markdown, sizes);
        if (got !== expected) throw new Error(`pieces ${sizes.join(',')}:\n${got}\n!==\n${expected}`);
      }),
      { numRuns: 2 },
    );
  });
});
