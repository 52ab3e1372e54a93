import { SOURCE_ATTRIBUTES } from '../../markdown/source-attributes';
import { textOffset, type Side } from './text-offsets';

/** A range of the reply's markdown source: `start` inclusive, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** Where a point of a selection falls in the markdown, and the marked node it was read from. */
export interface SourcePoint {
  offset: number;
  at: Node;
}

/** An element's source range, from the renderer's marks (markdown/source-marks.ts). */
export function elementSpan(node: Node): Span | null {
  if (!(node instanceof Element)) return null;
  const start = node.getAttribute(SOURCE_ATTRIBUTES.start);
  const end = node.getAttribute(SOURCE_ATTRIBUTES.end);
  return start === null || end === null ? null : { start: Number(start), end: Number(end) };
}

/** A text node's source range: its entry in its parent's list, one per DOM text node in order. */
export function textSpan(node: Node): Span | null {
  const parent = node.parentElement;
  const list = parent?.getAttribute(SOURCE_ATTRIBUTES.text);
  if (node.nodeType !== Node.TEXT_NODE || !parent || !list) return null;
  let index = 0;
  for (let child = parent.firstChild; child && child !== node; child = child.nextSibling) if (child.nodeType === Node.TEXT_NODE) index++;
  const [start, end] = (list.split(' ')[index] ?? '-').split('-');
  return start && end ? { start: Number(start), end: Number(end) } : null;
}

export const spanOf = (node: Node): Span | null => textSpan(node) ?? elementSpan(node);

/** The nearest element at or above `node` (inside `root`) with a source range. */
export function markedOwner(node: Node, root: Element): Element | null {
  for (let el = node instanceof Element ? node : node.parentElement; el && el !== root && root.contains(el); el = el.parentElement) {
    if (elementSpan(el)) return el;
  }
  return null;
}

// An element with no marked text inside (a footnote's number, an empty cell) is read whole.
const hasMarkedText = (el: Element) => el.hasAttribute(SOURCE_ATTRIBUTES.text) || el.querySelector(`[${SOURCE_ATTRIBUTES.text}]`) !== null;
const isTarget = (node: Node) => (node instanceof Element ? elementSpan(node) !== null && !hasMarkedText(node) : textSpan(node) !== null);

function nextInOrder(node: Node, intoChildren: boolean): Node | null {
  if (intoChildren && node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

function previousInOrder(node: Node): Node | null {
  let n = node.previousSibling;
  if (!n) return node.parentNode;
  while (n.lastChild) n = n.lastChild;
  return n;
}

/** The first marked text (or textless marked element) at or after the point, in document order inside `scope`. */
function markedAfter(scope: Node, container: Node, offset: number): Node | null {
  const child = container.nodeType === Node.TEXT_NODE ? null : container.childNodes[offset];
  let n: Node | null = child ?? nextInOrder(container, false);
  for (; n && scope.contains(n); n = nextInOrder(n, true)) if (isTarget(n)) return n;
  return null;
}

/** The last marked text (or textless marked element) that ends at or before the point, inside `scope`. */
function markedBefore(scope: Node, container: Node, offset: number): Node | null {
  const child = container.nodeType === Node.TEXT_NODE || offset === 0 ? null : container.childNodes[offset - 1];
  let n: Node | null = child ? child : previousInOrder(container);
  if (child) while (n?.lastChild) n = n.lastChild;
  for (; n && n !== scope && scope.contains(n); n = previousInOrder(n)) if (!n.contains(container) && isTarget(n)) return n;
  return null;
}

/**
 * Where a selection's point falls in the reply's markdown (`root` holds the rendered reply). A point
 * inside a marked text maps through its characters (text-offsets.ts); a point between nodes, or in
 * text the renderer added, moves to the nearest marked text on the selected side. A start at a
 * text's end (an end at a text's start) moves on in the same way, so a selection that only touches
 * a block does not take it. Null when nothing of the reply is on that side.
 */
export function sourcePoint(root: Element, container: Node, offset: number, side: Side, markdown: string): SourcePoint | null {
  const span = textSpan(container);
  const length = container.nodeType === Node.TEXT_NODE ? (container as Text).data.length : 0;
  if (span && (side === 'start' ? offset < length : offset > 0)) {
    return { offset: span.start + textOffset((container as Text).data, markdown.slice(span.start, span.end), offset, side), at: container };
  }
  // Inside an element read whole (a footnote's number): the whole of it.
  const owner = markedOwner(container, root);
  const ownerSpan = owner && elementSpan(owner);
  if (owner && ownerSpan && isTarget(owner)) return { offset: side === 'start' ? ownerSpan.start : ownerSpan.end, at: owner };
  const found = side === 'start' ? markedAfter(root, container, offset) : markedBefore(root, container, offset);
  const foundSpan = found && spanOf(found);
  return found && foundSpan ? { offset: side === 'start' ? foundSpan.start : foundSpan.end, at: found } : null;
}
