import type { Element, ElementContent, Root, Text } from 'hast';
import { visit } from 'unist-util-visit';
import { SOURCE_ATTRIBUTE_PREFIX } from './source-attributes';

/*
 * Where each rendered element and text came from in the reply's markdown, carried to the DOM as
 * data attributes (source-attributes.ts; refine/ maps a selection back to the markdown source with
 * them: DESIGN.md, Refine). Offsets are the parser's own positions (mdast → hast keeps them),
 * shifted to the whole reply; nothing is found by searching the text.
 *
 * - `data-source-start` / `data-source-end` on every element that has a position;
 * - `data-source-text` on an element with text children: one entry per DOM text node it renders, in
 *   order, `start-end` or `-` for a text with no position (a line break the renderer adds);
 * - `data-source-whole` on a code block or a table: a selection in it takes it whole.
 */

// hast-util-to-jsx-runtime drops whitespace text inside these (React would warn), and React renders
// no DOM node for an empty string: dropped here too, so each listed text is one DOM text node.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const WHOLE = new Set(['pre', 'table']);
const WHITESPACE = /^[ \t\n\f\r]*$/;

function rendersText(parent: Element, child: ElementContent): child is Text {
  return child.type === 'text' && child.value !== '' && !(TABLE_PARTS.has(parent.tagName) && WHITESPACE.test(child.value));
}

/** Marks the rendered tree of nodes whose positions, plus `offset`, are offsets in the reply. */
export function markSource(tree: Root, offset: number): void {
  visit(tree, 'element', (node) => {
    const { position } = node;
    if (position?.start.offset !== undefined && position.end.offset !== undefined) {
      node.properties.dataSourceStart = position.start.offset + offset;
      node.properties.dataSourceEnd = position.end.offset + offset;
      if (WHOLE.has(node.tagName)) node.properties.dataSourceWhole = true;
    }
    node.children = node.children.filter((child) => child.type !== 'text' || rendersText(node, child));
    const texts = node.children.filter((child) => child.type === 'text');
    if (texts.some((text) => text.position)) {
      node.properties.dataSourceText = texts
        .map(({ position: p }) => (p?.start.offset === undefined || p.end.offset === undefined ? '-' : `${p.start.offset + offset}-${p.end.offset + offset}`))
        .join(' ');
    }
  });
}

/** The source marks among a component's props, for a wrapper it renders around or instead of its element. */
export function sourceProps(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith(SOURCE_ATTRIBUTE_PREFIX)));
}
