// Half a delimiter at the very end of the text: `*` may become `**`, `~` may become `~~`.
const TRAILING_MARKERS = /[*_~`]+$/;
const LIST_MARKER = /^\s*(?:[*+-]|\d{1,9}[.)])(?=\s)/;
const CODE_SPAN = /`[^`]*`/g;
const OPEN_LINK_URL = /\[[^\][]*\]\([^()\s]*$/;
const DELIMITER = /\*\*|\*|~~/g;
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * The last line of a streaming reply with its open inline syntax closed, so that it shows as it
 * will once the closer arrives instead of as raw markers first: `**bold` as bold, `` `code `` as
 * code, `[text](https://exa` as a link. Half a delimiter at the end waits for the rest.
 */
export function closeInline(line: string): string {
  const shown = line.replace(TRAILING_MARKERS, '');
  // In an open code span markers mean nothing: only what comes before it counts.
  const codeOpen = (shown.match(/`/g) ?? []).length % 2 === 1;
  const before = codeOpen ? shown.slice(0, shown.lastIndexOf('`')) : shown;
  const bare = before.replace(LIST_MARKER, (m) => ' '.repeat(m.length)).replace(CODE_SPAN, (m) => ' '.repeat(m.length));
  const open: string[] = [];
  for (const match of bare.matchAll(DELIMITER)) {
    const [token] = match;
    const canOpen = !isSpace(bare[match.index + token.length]);
    const canClose = !isSpace(bare[match.index - 1]);
    if (canClose && open.at(-1) === token) open.pop();
    else if (canOpen) open.push(token);
  }
  if (codeOpen) return `${shown}\`${open.reverse().join('')}`;
  const link = OPEN_LINK_URL.test(bare) ? ')' : '';
  const closers = link + open.reverse().join('');
  return closers === '' ? shown : shown.trimEnd() + closers;
}
