/**
 * Performance marks left at each parse of reply markdown, which bench/render-reply.ts counts per
 * frame: a parse of the open end of the reply, and a parse again of a finished block (when a
 * definition it refers to arrives).
 */
export const PARSE_MARK = 'markdown-parse';
export const REPARSE_MARK = 'markdown-reparse';

/** Marks one parse; the mark is cleared at once (observers still see it), so the timeline does not grow. */
export function markParse(name: string): void {
  performance.mark(name);
  performance.clearMarks(name);
}
