import type { Segment } from './changes-model';

/** One piece of a diff: text both share, or text only the person's (`removed`) or the reply's (`added`) has. */
export interface DiffPart {
  value: string;
  added: boolean;
  removed: boolean;
}

/**
 * A change grows over a short shared run between two edits ("the", a comma, a space) so a rewritten
 * phrase reads as one change, not a word-and-space mosaic; it stops growing once it has this many
 * characters (both sides together), so one decision never covers a whole paragraph of separate edits.
 */
export const MAX_MERGED_CHANGE_CHARS = 160;
const SHORT_SHARED_RUN = /^[^\S\n]*[^\s]{0,3}[^\S\n]*$/u;

/**
 * Turns diff parts into segments: neighbouring removals and additions become one change, changes
 * separated only by a short run on the same line become one, and shared runs are joined. The
 * segments keep every character of both texts, in order.
 */
export function groupChanges(parts: readonly DiffPart[]): Segment[] {
  const segments: Segment[] = [];
  let open: { removed: string; added: string } | null = null;
  let held = ''; // A short shared run after the open change, merged into it if another edit follows.

  const pushSame = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.type === 'same') last.text += text;
    else segments.push({ type: 'same', text });
  };
  const close = () => {
    if (open) segments.push({ type: 'change', ...open });
    open = null;
    pushSame(held);
    held = '';
  };

  for (const part of parts) {
    if (part.value === '') continue;
    if (part.added || part.removed) {
      if (open && held !== '' && open.removed.length + open.added.length >= MAX_MERGED_CHANGE_CHARS) close();
      if (open) {
        open.removed += held;
        open.added += held;
        held = '';
      } else open = { removed: '', added: '' };
      if (part.removed) open.removed += part.value;
      else open.added += part.value;
    } else if (open && held === '' && SHORT_SHARED_RUN.test(part.value)) {
      held = part.value;
    } else {
      close();
      pushSame(part.value);
    }
  }
  close();
  return segments;
}
