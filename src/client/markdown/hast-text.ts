import type { Nodes } from 'hast';
import { visit } from 'unist-util-visit';

/** The plain text of a hast subtree (a code block's code, whatever highlighting spans wrap it). */
export function hastText(node: Nodes): string {
  let text = '';
  visit(node, 'text', (child) => {
    text += child.value;
  });
  return text;
}
