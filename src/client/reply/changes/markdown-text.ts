import type { List, Nodes, RootContent } from 'mdast';
import { createBlockStream } from '../../markdown/block-stream';

/** Text inside a block as it reads: emphasis, links and code marks gone; a hard break is a line break. */
function inlineText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') return node.value;
  if (node.type === 'break') return '\n';
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return 'children' in node ? node.children.map((child) => inlineText(child)).join('') : '';
}

function listText(list: List): string {
  return list.children
    .map((item, i) => {
      const marker = list.ordered ? `${(list.start ?? 1) + i}. ` : '- ';
      // Lines after an item's first line (its later paragraphs, a nested list) are indented under it.
      return marker + blocksText(item.children, '\n').replaceAll('\n', `\n${' '.repeat(marker.length)}`);
    })
    .join('\n');
}

function blockText(node: RootContent): string {
  switch (node.type) {
    case 'code':
      return node.value;
    case 'list':
      return listText(node);
    case 'table':
      return node.children.map((row) => row.children.map((cell) => inlineText(cell)).join(' | ')).join('\n');
    case 'thematicBreak':
      return '---';
    case 'definition':
      return '';
    case 'blockquote':
    case 'footnoteDefinition':
      return blocksText(node.children, '\n\n');
    default:
      return inlineText(node);
  }
}

export function blocksText(nodes: readonly RootContent[], separator = '\n\n'): string {
  return nodes
    .map(blockText)
    .filter((text) => text !== '')
    .join(separator);
}

/**
 * The reply's text as a person reads the rendered markdown: no `**` or `#` marks, each paragraph,
 * heading and code block a block of its own (a blank line between), each list item on its own line
 * with its bullet (`- `) or number, table rows as lines with ` | ` between cells. Soft line breaks
 * stay, as the person's own text has them, so the two line up.
 *
 * It reads the reply with the renderer's incremental parser (markdown/block-stream.ts): fed the
 * reply while it streams (`streaming`), only its last blocks are left to parse when it ends.
 */
export function createMarkdownText(): (markdown: string, streaming?: boolean) => string {
  const update = createBlockStream();
  return (markdown, streaming = false) => {
    let reply = update(markdown, streaming);
    // A definition that arrived late has finished blocks parsed again, a few per update.
    for (let round = 1; !reply.settled; round++) reply = update(markdown, streaming, round);
    return blocksText(reply.blocks.flatMap((block) => block.nodes));
  };
}
