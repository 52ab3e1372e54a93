import { create } from 'zustand';
import { applyDecisions, countChanges, type Comparison, type Decision, type Decisions } from './changes-model';

/**
 * The comparison on show and the person's decisions on it. Kept outside the view, so switching
 * to Reply and back keeps the decisions, and the output's Copy can read the text they give.
 */
export interface ChangesState {
  original: string;
  markdown: string;
  status: 'idle' | 'comparing' | 'ready' | 'failed';
  comparison: Comparison | null;
  decisions: Decisions;
  /** Starts a comparison of this pair unless it is the one held; returns whether it started. */
  begin(original: string, markdown: string): boolean;
  /** The comparison's result, kept only if the pair is still the one on show. */
  finish(original: string, markdown: string, comparison: Comparison | null): void;
  /** Decides a change; deciding it the same way again leaves it open once more. */
  decide(index: number, decision: Decision): void;
  decideAll(decision: Decision): void;
}

export const useChangesStore = create<ChangesState>()((set, get) => ({
  original: '',
  markdown: '',
  status: 'idle',
  comparison: null,
  decisions: [],
  begin(original, markdown) {
    const state = get();
    if (state.status !== 'idle' && state.original === original && state.markdown === markdown) return false;
    set({ original, markdown, status: 'comparing', comparison: null, decisions: [] });
    return true;
  },
  finish(original, markdown, comparison) {
    const state = get();
    if (state.original !== original || state.markdown !== markdown) return;
    set({ status: comparison ? 'ready' : 'failed', comparison });
  },
  decide(index, decision) {
    set((state) => ({ decisions: withDecision(state.decisions, index, decision) }));
  },
  decideAll(decision) {
    set((state) => ({ decisions: Array.from({ length: countChanges(state.comparison?.segments ?? []) }, () => decision) }));
  },
}));

function withDecision(decisions: Decisions, index: number, decision: Decision): Decisions {
  const next = [...decisions];
  next[index] = decisions[index] === decision ? undefined : decision;
  return next;
}

/**
 * What Copy gives in the changes view for this reply: the text the decisions give, or undefined
 * while there is no comparison of this pair (Copy then gives the reply itself).
 */
export function selectDecidedText(state: ChangesState, original: string, markdown: string): string | undefined {
  if (state.status !== 'ready' || !state.comparison || state.original !== original || state.markdown !== markdown) return undefined;
  return applyDecisions(state.comparison.segments, state.decisions);
}
