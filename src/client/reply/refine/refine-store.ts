import { createStore } from 'zustand/vanilla';
import type { ReplyFailure } from '../reply-state';

/** A passage of the version on show: its markdown source range (source-range.ts). */
export interface Passage {
  start: number;
  end: number;
}

/** Why the last refinement did not become a version: it failed or was stopped, or was too long to send. */
export type RefineProblem = { kind: 'failed'; failure: ReplyFailure } | { kind: 'tooLong'; chars: number };

export interface RefineState {
  /** The instruction typed: kept while the controls are hidden (a refinement streams) and after a failure. */
  draft: string;
  /** The passage chosen with `Refine selection`, in `markdown`; null refines the whole version. */
  passage: (Passage & { markdown: string }) | null;
  problem: RefineProblem | null;
  /** The reply pair these belong to: another pair starts clean. */
  replyKey: string | null;
}

/** The refine controls' state, outside React: the controls unmount while a refinement streams. */
export const refineStore = createStore<RefineState>(() => ({ draft: '', passage: null, problem: null, replyKey: null }));

/** Starts clean for another reply pair; the same pair keeps what was typed. */
export function forReply(replyKey: string): void {
  if (refineStore.getState().replyKey !== replyKey) refineStore.setState({ draft: '', passage: null, problem: null, replyKey });
}
