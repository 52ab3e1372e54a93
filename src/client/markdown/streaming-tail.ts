import { closeInline } from './close-inline';

// A line that may be a table row; a whole delimiter row; a fence line (in a list item too).
const PIPE_ROW = /^ {0,3}\|/;
const DELIMITER_ROW = /^ {0,3}\|?(?: *:?-+:? *\|)+ *(?::?-+:? *)?$/;
const FENCE = /^\s*(?:`{3,}|~{3,})/;
// The start of a fence whose third marker has not arrived.
const FENCE_START = /^\s*(?:`{1,2}|~{1,2})$/;

// A line of indented code (or deeper): inline syntax means nothing there.
const INDENTED = /^(?: {4}|\t)/;

/**
 * The unfinished end of a streaming reply as it is shown: a prefix of it, whose last line may get
 * closers for its open inline syntax (close-inline.ts), so that what shows never contradicts what
 * comes and earlier lines are as they will be. Rows that may become a table's header wait until its
 * delimiter row is whole (a table never shows as raw pipes first), and a fence's first backticks
 * wait for the third. An open code fence needs nothing: it shows as code at once.
 */
export function streamingTail(tail: string): string {
  const lastLine = tail.lastIndexOf('\n') + 1;
  const body = FENCE_START.test(tail.slice(lastLine)) ? tail.slice(0, lastLine) : tail;
  const lines = body.split('\n');
  if (lines.filter((line) => FENCE.test(line)).length % 2 === 1) return body; // Inside an open fence.
  const last = lines.at(-1) ?? '';
  if (!INDENTED.test(last)) lines[lines.length - 1] = closeInline(last);
  let first = body.endsWith('\n') ? lines.length - 1 : lines.length;
  while (first > 0 && PIPE_ROW.test(lines[first - 1] ?? '')) first--;
  const rows = lines.slice(first).filter(Boolean);
  const delimiterWhole = first + 2 < lines.length && DELIMITER_ROW.test(lines[first + 1] ?? '');
  if (rows.length === 0 || delimiterWhole) return lines.join('\n');
  return lines.slice(0, first).join('\n') + (first > 0 ? '\n' : '');
}
