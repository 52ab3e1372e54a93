/**
 * Actions that one feature provides and another triggers, named here so the meeting point is
 * explicit: the query box provides `focusQuery`; the tab dialog uses it after saving. The reply path
 * provides `prepareLongDocument`; the query box runs it once the text in the box will go in parts.
 */
interface PageActions {
  focusQuery: () => void;
  /** Fetches what sends and shows a long document, before the submit. */
  prepareLongDocument: () => void;
}

const provided: Partial<PageActions> = {};
const pending = new Set<keyof PageActions>();

/** Provides an action while mounted (running it at once if it was asked for `later`); returns the function that withdraws it. */
export function provideAction<K extends keyof PageActions>(name: K, action: PageActions[K]): () => void {
  provided[name] = action;
  if (pending.delete(name)) action();
  return () => {
    if (provided[name] === action) delete provided[name];
  };
}

/** Runs the action if some feature provides it now; with `later`, else as soon as one does (its code may still be loading). */
export function runAction(name: keyof PageActions, later = false): void {
  const action = provided[name];
  if (action) action();
  else if (later) pending.add(name);
}
