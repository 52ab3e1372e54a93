import type { Definition, Nodes, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { PARSE_MARK, REPARSE_MARK } from './parse-mark';
import { parseBlocks, type ParsedBlock } from './parse-blocks';
import { streamingTail } from './streaming-tail';

/** One top-level block of the reply; `key` stays the same while the reply grows. */
export interface Block {
  key: number;
  nodes: RootContent[];
  /** It holds a `[text][label]` reference, so it renders with the document's definitions. */
  hasReferences: boolean;
  /** Added to an offset in the nodes' positions, gives the offset in the whole reply (source-marks.ts). */
  offset: number;
}

export interface ParsedReply {
  blocks: Block[];
  /** Every link reference definition, first one of a label first (the one that counts). */
  definitions: Definition[];
  /** False while finished blocks still wait to be parsed again for a new definition: update again. */
  settled: boolean;
}

// How long one update may spend parsing finished blocks again, so that a frame stays short.
const REPARSE_BUDGET_MS = 6;

/** A block that no later text can change, except for definitions further down. */
interface Finished extends Block {
  source: string;
  /** Where `source` starts in the reply. */
  sourceStart: number;
  definitions: Definition[];
  hasFootnotes: boolean;
  labelsKey: string;
}

function inspect(nodes: readonly RootContent[]) {
  const definitions: Definition[] = [];
  let hasReferences = false;
  let hasFootnotes = false;
  for (const node of nodes) {
    visit(node as Nodes, (child) => {
      if (child.type === 'definition') definitions.push(child);
      else if (child.type === 'linkReference' || child.type === 'imageReference') hasReferences = true;
      else if (child.type === 'footnoteDefinition') hasFootnotes = true;
    });
  }
  return { definitions, hasReferences, hasFootnotes };
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/**
 * How many leading blocks of a parsed tail are finished. Block parsing decides line by line and a
 * closed block never reopens, so a block is finished once the block after it has started on a
 * whole line (a half line may still turn out different: `#` is a heading, `#tag` is not). A
 * definition is the exception: the lines after it may still be its title, until a blank line.
 */
function finishedCount(tail: string, parsed: readonly ParsedBlock[]): number {
  const wholeLinesEnd = tail.lastIndexOf('\n') + 1;
  let count = 0;
  for (let i = 0; i + 1 < parsed.length; i++) {
    const block = parsed[i] as ParsedBlock;
    const next = parsed[i + 1] as ParsedBlock;
    const nextLine = lineStart(tail, next.start);
    if (nextLine >= wholeLinesEnd) break;
    const joined = !/\n[ \t]*\n/.test(tail.slice(block.end, nextLine + 1));
    if (block.node.type === 'definition' && joined && (next.node.type === 'paragraph' || next.node.type === 'definition')) break;
    count = i + 1;
  }
  return count;
}

function firstOfEachLabel(definitions: readonly Definition[]): Definition[] {
  const seen = new Set<string>();
  return definitions.filter((d) => !seen.has(d.identifier) && seen.add(d.identifier));
}

/**
 * Parses a growing reply incrementally: finished blocks are kept and only the open tail is parsed
 * again. A definition that arrives later re-parses the finished blocks that may refer to it.
 * Footnotes are numbered across the whole reply, so a reply with them is parsed whole.
 */
export function createBlockStream() {
  let text = '';
  let finished: Finished[] = [];
  let tailStart = 0;

  /** Keeps the first `count` parsed blocks as finished; returns where the rest of the tail starts. */
  function finish(tail: string, parsed: readonly ParsedBlock[], count: number, labelsKey: string): number {
    for (let i = 0; i < count; i++) {
      const block = parsed[i] as ParsedBlock;
      const from = i === 0 ? 0 : lineStart(tail, block.start);
      const source = tail.slice(from, lineStart(tail, (parsed[i + 1] as ParsedBlock).start));
      const offset = tailStart + block.shift;
      finished.push({ key: finished.length, nodes: [block.node], source, sourceStart: tailStart + from, labelsKey, offset, ...inspect([block.node]) });
    }
    const offset = lineStart(tail, (parsed[count] as ParsedBlock).start);
    tailStart += offset;
    return offset;
  }

  // The last tail parsed (with the labels it was parsed with) and its blocks.
  let lastTail = '';
  let lastParsed: ParsedBlock[] = [];

  /**
   * `streaming`: the reply is still arriving, so its unfinished end shows as it will (streaming-tail.ts).
   * `_frame` only tells a caller's memo that the same text is updated again for another frame.
   */
  return function update(next: string, streaming = false, _frame = 0): ParsedReply {
    if (!next.startsWith(text)) {
      finished = [];
      tailStart = 0;
      lastTail = '';
    }
    text = next;
    const finishedDefinitions = finished.flatMap((block) => block.definitions);
    const tailLabels = [...new Set(finishedDefinitions.map((d) => d.identifier))].sort();
    const tail = streaming ? streamingTail(text.slice(tailStart)) : text.slice(tailStart);
    // The same tail again (another frame of re-parsing, or React rendering twice) is not parsed again.
    const tailKey = `${tailLabels.join('\n')}\n\n${tail}`;
    const parsed = tailKey === lastTail ? lastParsed : parseBlocks(tail, tailLabels, PARSE_MARK);
    lastTail = tailKey;
    lastParsed = parsed;
    const count = finishedCount(tail, parsed);
    // Where the parsed tail starts in the reply (finishing blocks below moves `tailStart` past them).
    const tailBase = tailStart;
    if (count > 0) {
      const offset = finish(tail, parsed, count, tailLabels.join('\n'));
      // What is left of the tail parsed as it was: the next update with the same text needs no parse.
      const labels = [...new Set([...tailLabels, ...finished.flatMap((block) => block.definitions.map((d) => d.identifier))])].sort();
      lastTail = `${labels.join('\n')}\n\n${tail.slice(offset)}`;
      // Their nodes' positions stay those of the tail they were parsed in, which now starts `offset` later.
      lastParsed = parsed.slice(count).map((block) => ({ ...block, start: block.start - offset, end: block.end - offset, shift: block.shift - offset }));
    }

    const open = parsed
      .slice(count)
      .map((block, i) => ({ key: finished.length + i, nodes: [block.node], offset: tailBase + block.shift, ...inspect([block.node]) }));
    if (finished.some((b) => b.hasFootnotes) || open.some((b) => b.hasFootnotes)) {
      const nodes = parseBlocks(text, [], REPARSE_MARK).map((block) => block.node);
      return { blocks: [{ key: 0, nodes, hasReferences: true, offset: 0 }], definitions: [], settled: true };
    }

    const definitions = firstOfEachLabel([...finished, ...open].flatMap((block) => block.definitions));
    const labels = [...new Set(definitions.map((d) => d.identifier))].sort();
    const labelsKey = labels.join('\n');
    // A definition that arrived may turn text in finished blocks into links. Those blocks are
    // parsed again a few at a time, so that a long reply does not stall a frame.
    const started = performance.now();
    let settled = true;
    let reparsed = 0;
    for (const block of finished) {
      if (block.labelsKey === labelsKey) continue;
      if (!block.source.includes('[')) {
        block.labelsKey = labelsKey;
        continue;
      }
      if (reparsed > 0 && performance.now() - started > REPARSE_BUDGET_MS) {
        settled = false;
        break;
      }
      const reparsedBlocks = parseBlocks(block.source, labels, REPARSE_MARK);
      block.nodes = reparsedBlocks.map((parsedBlock) => parsedBlock.node);
      block.offset = block.sourceStart + (reparsedBlocks[0]?.shift ?? 0);
      reparsed++;
      block.labelsKey = labelsKey;
      block.hasReferences = inspect(block.nodes).hasReferences;
    }
    return { blocks: [...finished, ...open], definitions, settled };
  };
}
