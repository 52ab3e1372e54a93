import type { Element, ElementContent, Root } from 'hast';
import type { Position } from 'unist';
import { visit } from 'unist-util-visit';

// Raw HTML's text keeps its position, and so does the link an image becomes: the source marks
// (source-marks.ts) map them back to the markdown. An image's alt text is no run of its source: none.
const text = (value: string, position?: Position): ElementContent => ({ type: 'text', value, position });

function imageText(image: Element): string {
  const { alt, src } = image.properties;
  return typeof alt === 'string' && alt !== '' ? alt : String(src ?? '');
}

/**
 * The product's safety rules on the rendered tree (DESIGN.md, Safety additions): raw HTML shows as
 * the text it is, and an image never loads: it becomes a link to its URL showing its alt text (the
 * link component then drops unsafe URLs), or only that text inside another link.
 */
export function makeSafe(tree: Root): void {
  visit(tree, 'raw', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = text(node.value, node.position);
  });
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'a') return;
    visit(node, 'element', (child, childIndex, childParent) => {
      if (child.tagName === 'img' && childParent && childIndex !== undefined) childParent.children[childIndex] = text(imageText(child));
    });
    if (parent && index !== undefined) return 'skip';
  });
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'img' || !parent || index === undefined) return;
    const { src, title } = node.properties;
    parent.children[index] = { type: 'element', tagName: 'a', properties: { href: src, title }, children: [text(imageText(node))], position: node.position };
  });
}
