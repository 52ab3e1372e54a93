import type { RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { markParse } from './parse-mark';

const OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/** A top-level block and where it starts and ends in the text that was parsed. */
export interface ParsedBlock {
  node: RootContent;
  start: number;
  end: number;
  /** Added to an offset in the node's positions, gives the offset in the text that was parsed (the stand-in lines before it). */
  shift: number;
}

/**
 * Parses markdown into its top-level blocks. `labels` are reference labels defined elsewhere in the
 * document: a reference such as `[text][label]` is only a link when its label is defined, so each
 * is defined here by a stand-in line before the text (the real URL is looked up when rendering).
 * `mark` names the performance mark the parse leaves (parse-mark.ts).
 */
export function parseBlocks(source: string, labels: readonly string[], mark: string): ParsedBlock[] {
  const prefix = labels.length > 0 ? `${labels.map((label) => `[${label}]: x\n`).join('')}\n` : '';
  const root = fromMarkdown(prefix + source, OPTIONS);
  markParse(mark);
  const blocks: ParsedBlock[] = [];
  for (const node of root.children) {
    const start = (node.position?.start.offset ?? 0) - prefix.length;
    if (start < 0) continue; // One of the stand-in definitions.
    blocks.push({ node, start, end: (node.position?.end.offset ?? 0) - prefix.length, shift: -prefix.length });
  }
  return blocks;
}
