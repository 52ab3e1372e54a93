import { SOURCE_ATTRIBUTES } from '../../markdown/source-attributes';
import { elementSpan, sourcePoint, spanOf, type Span } from './source-points';

/** The two ends of a selection, as a DOM `Range` or `Selection` gives them. */
export interface SelectedPoints {
  startContainer: Node;
  startOffset: number;
  endContainer: Node;
  endOffset: number;
}

const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TD', 'TH', 'HR', 'SECTION', 'DIV']);
const isBlock = (node: Node): node is Element => node instanceof Element && BLOCK_TAGS.has(node.tagName);
const isCell = (el: Element) => el.tagName === 'TD' || el.tagName === 'TH';

/** The marked elements from `node` up to `root` (not included), nearest first. */
function markedAncestors(node: Node, root: Element): Element[] {
  const chain: Element[] = [];
  for (let el = node instanceof Element ? node : node.parentElement; el && el !== root; el = el.parentElement) if (elementSpan(el)) chain.push(el);
  return chain;
}

/** The source ranges of the marked nodes in `nodes` and under them. */
function spansIn(nodes: readonly Node[]): Span[] {
  return nodes.flatMap((node) => {
    const span = spanOf(node);
    if (span) return [span];
    return node instanceof Element ? [...node.querySelectorAll(`[${SOURCE_ATTRIBUTES.start}]`)].flatMap((el) => elementSpan(el) ?? []) : [];
  });
}

/**
 * The part of `parent` that holds `node`, as whole blocks count: the child block it is in, or the
 * run of inline content around it between child blocks (a tight list item's text).
 */
function unitOf(parent: Node, node: Node): Span | null {
  let child = node;
  while (child.parentNode && child.parentNode !== parent) child = child.parentNode;
  if (child === parent) return spanOf(parent);
  let nodes: Node[] = [child];
  if (!isBlock(child)) {
    const siblings: Node[] = [...parent.childNodes];
    let first = siblings.indexOf(child);
    let last = first;
    while (first > 0 && !isBlock(siblings[first - 1] as Node)) first--;
    while (last + 1 < siblings.length && !isBlock(siblings[last + 1] as Node)) last++;
    nodes = siblings.slice(first, last + 1);
  }
  const spans = spansIn(nodes);
  return spans.length === 0 ? null : { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
}

/**
 * The smallest range of the reply's markdown that covers a selection in its rendered form (`root`),
 * from the renderer's positions (DESIGN.md, Refine): null when the selection is not all inside
 * `root`, or holds nothing of the reply. Inside one block, it is the characters selected, taking
 * whole any inline syntax (emphasis, a link) it crosses the edge of. A selection that crosses a
 * code block, a table (outside one of its cells) or several blocks grows to whole blocks: those
 * under the deepest block that holds both ends. Spaces and line ends at its ends are left out.
 */
export function sourceRange(root: Element, points: SelectedPoints, markdown: string): Span | null {
  const range = coveringRange(root, points, markdown);
  if (!range) return null;
  // Spaces at its ends are not the passage (the words around keep theirs when it is replaced).
  const passage = markdown.slice(range.start, range.end);
  const start = range.start + passage.length - passage.trimStart().length;
  const end = range.end - (passage.length - passage.trimEnd().length);
  return start < end ? { start, end } : null;
}

function coveringRange(root: Element, points: SelectedPoints, markdown: string): Span | null {
  const { startContainer, startOffset, endContainer, endOffset } = points;
  if (!root.contains(startContainer) || !root.contains(endContainer)) return null;
  const from = sourcePoint(root, startContainer, startOffset, 'start', markdown);
  const to = sourcePoint(root, endContainer, endOffset, 'end', markdown);
  if (!from || !to || from.offset >= to.offset) return null;
  let { offset: start } = from;
  let { offset: end } = to;
  const grow = (span: Span | null) => {
    if (!span) return;
    start = Math.min(start, span.start);
    end = Math.max(end, span.end);
  };
  const above = { from: markedAncestors(from.at, root), to: markedAncestors(to.at, root) };

  const cell = above.from.find(isCell);
  const oneCell = cell !== undefined && cell === above.to.find(isCell);
  for (const el of [...above.from, ...above.to]) {
    if (el.hasAttribute(SOURCE_ATTRIBUTES.whole) && !(oneCell && el.tagName === 'TABLE')) grow(elementSpan(el));
  }

  const block = above.from.find(isBlock);
  if (block && block === above.to.find(isBlock)) {
    // One block: any inline element that holds one end and not the other is taken whole.
    for (const el of above.from.slice(0, above.from.indexOf(block))) if (!el.contains(to.at)) grow(elementSpan(el));
    for (const el of above.to.slice(0, above.to.indexOf(block))) if (!el.contains(from.at)) grow(elementSpan(el));
    return { start, end };
  }
  const common = above.from.find((el) => isBlock(el) && el.contains(to.at));
  const below = (chain: Element[]) => (common ? chain.slice(0, chain.indexOf(common)) : chain);
  for (const [chain, at] of [
    [above.from, from.at],
    [above.to, to.at],
  ] as const) {
    // A list's items are blocks of their own: an end in a list takes its item (and any list in it), not the whole list.
    const item = below(chain).find((el) => el.tagName === 'LI');
    grow(item ? elementSpan(item) : unitOf(common ?? root, at));
  }
  return { start, end };
}
