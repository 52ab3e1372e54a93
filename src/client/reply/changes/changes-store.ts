import { create } from 'zustand';
import { CHANGES_KEPT_COMPARISONS } from '../../../shared/config/app-config';
import { applyDecisions, countChanges, type Comparison, type Decision, type Decisions } from './changes-model';
import { findKept, withKept, type KeptComparisons } from './kept-comparisons';

type Status = 'idle' | 'comparing' | 'ready' | 'failed';

/**
 * The comparison on show and the person's decisions on it. Kept outside the view, so switching
 * to Reply and back keeps the decisions, and the output's Copy can read the text they give. The
 * comparisons of complete replies are kept with their decisions (`kept`): a reply shown again
 * shows its changes at once.
 */
export interface ChangesState {
  original: string;
  markdown: string;
  /** Whether `markdown` is the whole reply: only then is its comparison kept, and can it be decided. */
  complete: boolean;
  status: Status;
  comparison: Comparison | null;
  decisions: Decisions;
  /** Whether `comparison` follows one already on show (the same reply, kept or grown): it shows whole at once. */
  continued: boolean;
  kept: KeptComparisons;
  /** Starts a comparison of this pair unless it is the one held or a kept one; returns whether it started. */
  begin(original: string, markdown: string, complete?: boolean): boolean;
  /** The comparison's result, kept only if the pair is still the one on show. */
  finish(original: string, markdown: string, comparison: Comparison | null): void;
  /** Decides a change; deciding it the same way again leaves it open once more. */
  decide(index: number, decision: Decision): void;
  decideAll(decision: Decision): void;
}

const NO_DECISIONS: Decisions = [];

/** The state with `decisions` on the pair on show, kept with its comparison when the reply is whole. */
function decided(state: ChangesState, decisions: Decisions): Partial<ChangesState> {
  if (!state.complete || state.status !== 'ready' || !state.comparison) return { decisions };
  const kept = withKept(state.kept, state.original, state.markdown, { comparison: state.comparison, decisions }, CHANGES_KEPT_COMPARISONS);
  return { decisions, kept };
}

export const useChangesStore = create<ChangesState>()((set, get) => ({
  original: '',
  markdown: '',
  complete: true,
  status: 'idle',
  comparison: null,
  decisions: NO_DECISIONS,
  continued: false,
  kept: new Map(),
  begin(original, markdown, complete = true) {
    const state = get();
    if (state.status !== 'idle' && state.original === original && state.markdown === markdown) return false;
    const kept = findKept(state.kept, original, markdown);
    if (kept) {
      set({ original, markdown, complete, status: 'ready', ...kept, continued: true });
      return false;
    }
    // The same text and a longer reply (it streams): the last comparison shows until this one is ready.
    const comparison = state.original === original && markdown.startsWith(state.markdown) ? state.comparison : null;
    set({ original, markdown, complete, status: 'comparing', comparison, decisions: NO_DECISIONS, continued: comparison !== null });
    return true;
  },
  finish(original, markdown, comparison) {
    const state = get();
    if (state.original !== original || state.markdown !== markdown) return;
    const kept = comparison && state.complete ? withKept(state.kept, original, markdown, { comparison, decisions: NO_DECISIONS }, CHANGES_KEPT_COMPARISONS) : state.kept;
    set({ status: comparison ? 'ready' : 'failed', comparison, kept });
  },
  decide(index, decision) {
    set((state) => decided(state, withDecision(state.decisions, index, decision)));
  },
  decideAll(decision) {
    set((state) => decided(state, Array.from({ length: countChanges(state.comparison?.segments ?? []) }, () => decision)));
  },
}));

/** What the view shows for (original, markdown): the store's pair, a kept one, or the last while the next runs. */
export interface ShownComparison {
  status: Status;
  comparison: Comparison | null;
  decisions: Decisions;
  continued: boolean;
}

/**
 * Read in the render, before the view's effect has begun the pair: a kept comparison shows in the
 * first frame after a tab switch, not one effect later.
 */
export function selectShown(state: ChangesState, original: string, markdown: string): ShownComparison {
  if (state.original === original && state.markdown === markdown) {
    return { status: state.status, comparison: state.comparison, decisions: state.decisions, continued: state.continued };
  }
  const kept = findKept(state.kept, original, markdown);
  if (kept) return { status: 'ready', ...kept, continued: true };
  const grows = state.original === original && markdown.startsWith(state.markdown) && state.comparison !== null;
  return { status: 'comparing', comparison: grows ? state.comparison : null, decisions: NO_DECISIONS, continued: grows };
}

function withDecision(decisions: Decisions, index: number, decision: Decision): Decisions {
  const next = [...decisions];
  next[index] = decisions[index] === decision ? undefined : decision;
  return next;
}

/**
 * What Copy gives in the changes view for this reply: the text the decisions give, or undefined
 * while there is no comparison of this pair (Copy then gives the reply itself). Read like the view
 * reads its comparison (selectShown), so a kept one gives its text in the same render.
 */
export function selectDecidedText(state: ChangesState, original: string, markdown: string): string | undefined {
  const { status, comparison, decisions } = selectShown(state, original, markdown);
  if (status !== 'ready' || !comparison) return undefined;
  return applyDecisions(comparison.segments, decisions);
}
