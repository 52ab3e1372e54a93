/**
 * A comparison of the person's text with the reply: runs of text both share, and changes (what the
 * reply removed and what it added in its place). Joining every `same` text with each change's
 * `removed` gives the person's text back; with each `added`, the reply.
 */
export type Segment = { type: 'same'; text: string } | { type: 'change'; removed: string; added: string };

export interface Comparison {
  segments: Segment[];
  /** True when part of it was compared by sentence, past the word comparison's time limit. */
  coarse: boolean;
}

export type Decision = 'accepted' | 'rejected';

/** Decisions by change number (0-based, in text order); a change without one counts as accepted. */
export type Decisions = readonly (Decision | undefined)[];

export function countChanges(segments: readonly Segment[]): number {
  let count = 0;
  for (const segment of segments) if (segment.type === 'change') count++;
  return count;
}

/** The text the decisions give: a rejected change keeps the person's words, any other takes the reply's. */
export function applyDecisions(segments: readonly Segment[], decisions: Decisions): string {
  let change = 0;
  let text = '';
  for (const segment of segments) {
    if (segment.type === 'same') text += segment.text;
    else text += decisions[change++] === 'rejected' ? segment.removed : segment.added;
  }
  return text;
}
