/**
 * Actions that one feature provides and another triggers, named here so the meeting point is
 * explicit: the query box provides `focusQuery`; the tab dialog uses it after saving.
 */
interface PageActions {
  focusQuery: () => void;
}

const provided: Partial<PageActions> = {};

/** Provides an action while mounted; returns the function that withdraws it. */
export function provideAction<K extends keyof PageActions>(name: K, action: PageActions[K]): () => void {
  provided[name] = action;
  return () => {
    if (provided[name] === action) delete provided[name];
  };
}

/** Runs the action if some feature provides it now. */
export function runAction(name: keyof PageActions): void {
  provided[name]?.();
}
