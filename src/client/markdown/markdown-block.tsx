import type { Definition, RootContent } from 'mdast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { toHast } from 'mdast-util-to-hast';
import { memo, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { CodeBlock } from './code-block';
import { makeSafe } from './hast-safety';
import { rehypeLowlight } from './rehype-lowlight';
import { SafeLink } from './safe-link';
import { markSource } from './source-marks';

const components: Partial<Components> = { pre: CodeBlock, a: SafeLink };
const highlight = rehypeLowlight();

// What each block's nodes rendered to: a reply shown again (a switch back to a cached reply) keeps
// its parsed nodes (markdown-view.tsx), so its blocks are not converted and highlighted again.
const rendered = new WeakMap<RootContent[], { definitions: Definition[]; offset: number; element: ReactNode }>();

function render(nodes: RootContent[], definitions: Definition[], offset: number): ReactNode {
  const hast = toHast({ type: 'root', children: [...definitions, ...nodes] }, { allowDangerousHtml: true });
  if (hast.type !== 'root') return null;
  makeSafe(hast);
  highlight(hast);
  markSource(hast, offset);
  return toJsxRuntime(hast, { Fragment, jsx, jsxs, components, ignoreInvalidStyle: true, passKeys: true, passNode: true });
}

/**
 * One top-level block of the reply, rendered as react-markdown would (mdast → hast → React), its
 * elements marked with where they are in the reply's markdown (`offset` shifts the nodes' positions
 * there: source-marks.ts). Memoised on its nodes: a finished block keeps its nodes, so it is not
 * rendered again.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ nodes, definitions, offset }: { nodes: RootContent[]; definitions: Definition[]; offset: number }) {
  const kept = rendered.get(nodes);
  if (kept?.definitions === definitions && kept.offset === offset) return kept.element;
  const element = render(nodes, definitions, offset);
  rendered.set(nodes, { definitions, offset, element });
  return element;
});
