import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlockStream } from './block-stream';
import { PARSE_MARK } from './parse-mark';

/** Feeds the text in pieces of `size` characters and returns the last result. */
function stream(text: string, size = 2) {
  const update = createBlockStream();
  for (let end = size; end < text.length; end += size) update(text.slice(0, end), true);
  return update(text);
}

const types = (text: string) => stream(text).blocks.flatMap((block) => block.nodes.map((node) => node.type));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createBlockStream', () => {
  it('keeps a numbered list whole across blank lines and a code block in a step', () => {
    const text = '1. Install it:\n\n   ```sh\n   npm i x\n   ```\n\n2. Run it.\n\n3. Done.\n\nAfter the list.';
    expect(types(text)).toEqual(['list', 'paragraph']);
    const [list] = stream(text).blocks[0]?.nodes ?? [];
    expect(list?.type === 'list' && list.children.length).toBe(3);
  });

  it('keeps a loose list one list', () => {
    const reply = stream('- a\n\n- b\n\n- c\n');
    expect(reply.blocks).toHaveLength(1);
    const [list] = reply.blocks[0]?.nodes ?? [];
    expect(list?.type === 'list' && list.spread).toBe(true);
  });

  it('resolves a reference whose definition is inside a block quote further down', () => {
    const reply = stream('See [the docs][d].\n\nMore text.\n\n> [d]: https://example.com/docs\n');
    const [paragraph] = reply.blocks[0]?.nodes ?? [];
    expect(paragraph?.type === 'paragraph' && paragraph.children[1]?.type).toBe('linkReference');
    expect(reply.blocks[0]?.hasReferences).toBe(true);
    expect(reply.definitions.map((d) => d.url)).toEqual(['https://example.com/docs']);
  });

  it('uses the first definition of a label, as CommonMark does', () => {
    expect(stream('[a]\n\n[a]: /one\n\n[a]: /two\n').definitions.map((d) => d.url)).toEqual(['/one']);
  });

  it('does not finish a block on half a line: `#` may still become `#tag`', () => {
    const update = createBlockStream();
    expect(update('para\n#', true).blocks.map((b) => b.nodes[0]?.type)).toEqual(['paragraph', 'heading']);
    expect(update('para\n#tag').blocks.map((b) => b.nodes[0]?.type)).toEqual(['paragraph']);
  });

  it('keeps a definition open while its title may still follow', () => {
    const update = createBlockStream();
    update('[a]: /url\n"multi\n', true);
    const reply = update('[a]: /url\n"multi\nline"\n\n[a]');
    expect(reply.definitions.map((d) => d.title)).toEqual(['multi\nline']);
  });

  it('keeps finished blocks and their keys while the reply grows, and parses only the tail', () => {
    const update = createBlockStream();
    const first = update('# Title\n\nOne.\n\nTwo.\n', true);
    const second = update('# Title\n\nOne.\n\nTwo.\n\nThree', true);
    expect(second.blocks[0]).toBe(first.blocks[0]);
    expect(second.blocks[1]).toBe(first.blocks[1]);
    expect(second.blocks.map((b) => b.key)).toEqual([0, 1, 2, 3]);
  });

  it('starts again when the text is not a continuation (a new reply)', () => {
    const update = createBlockStream();
    update('# Old\n\nreply', true);
    expect(update('New').blocks.map((b) => b.nodes[0]?.type)).toEqual(['paragraph']);
  });

  it('parses a reply with footnotes whole, so that they are numbered across it', () => {
    const reply = stream('One[^1].\n\nTwo[^2].\n\n[^1]: First.\n[^2]: Second.\n');
    expect(reply.blocks).toHaveLength(1);
  });

  it('parses finished blocks again a few at a time when a definition arrives late, until all are links', () => {
    const body = Array.from({ length: 12 }, (_, i) => `Step ${i}, see [the guide][g].`).join('\n\n');
    const update = createBlockStream();
    update(`${body}\n\n`, true);
    // Every clock reading is 10 ms later: each update has time for one block only.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    const text = `${body}\n\n[g]: https://example.com/guide\n`;
    let reply = update(text);
    expect(reply.settled).toBe(false);
    for (let frame = 0; frame < 20 && !reply.settled; frame++) reply = update(text, false, frame + 1);
    expect(reply.settled).toBe(true);
    expect(reply.blocks.filter((b) => b.hasReferences)).toHaveLength(12);
  });

  it('parses the open tail once for a text, also right after blocks were finished', () => {
    const mark = vi.spyOn(performance, 'mark');
    const parses = () => mark.mock.calls.filter(([name]) => name === PARSE_MARK).length;
    const update = createBlockStream();
    update('# Title\n\nOne.\n\nTw', true);
    expect(parses()).toBe(1);
    update('# Title\n\nOne.\n\nTw', true, 1);
    expect(parses()).toBe(1);
    update('# Title\n\nOne.\n\nTwo.\n\nThr', true);
    expect(parses()).toBe(2);
    update('# Title\n\nOne.\n\nTwo.\n\nThr', true, 1);
    expect(parses()).toBe(2);
  });
});
