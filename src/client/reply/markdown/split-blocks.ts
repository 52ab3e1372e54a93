// A definition ([label]: url, [^note]: text) may serve a reference in any block: keep such text whole.
const DEFINITION = /^ {0,3}\[[^\]]+\]:/m;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Cuts markdown into top-level blocks at blank lines outside code fences, where the next line
 * starts flush left (an indented line continues a list item or an indented code block). While a
 * reply streams only the last block changes, so the blocks before it need not be parsed again.
 */
export function splitBlocks(markdown: string): string[] {
  if (DEFINITION.test(markdown)) return [markdown];
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let previousBlank = false;
  for (const line of lines) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null && previousBlank && current.length > 0 && /^\S/.test(line)) {
      blocks.push(current.join('\n'));
      current = [];
    }
    current.push(line);
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    }
    previousBlank = fence === null && line.trim() === '';
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}
