import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { hastText } from './hast-text';
import { highlighter } from './lowlight-instance';

const LANGUAGE_PREFIX = 'language-';

function languageOf(node: Element): string | undefined {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes) {
    if (typeof name === 'string' && name.startsWith(LANGUAGE_PREFIX)) return name.slice(LANGUAGE_PREFIX.length).toLowerCase();
  }
  return undefined;
}

/**
 * Highlights fenced code blocks whose language is registered; others stay plain text
 * (no auto-detection: guessing runs every grammar and is slow and often wrong).
 */
export function rehypeLowlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language) return;
      const lowlight = highlighter();
      if (!lowlight.registered(language)) return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = [...classes, 'hljs'];
      node.children = lowlight.highlight(language, hastText(node)).children as ElementContent[];
    });
  };
}
