import { useEffect, useRef } from 'react';
import { useLocation, useRoute } from 'wouter';
import { idleUntilUrgent } from '../lib/idle-until-urgent';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { decodeSegment, PAGE_ROUTE, tabPath } from './tab-route';

/**
 * SPEC.md section 2, Route. When the URL changes from outside (the first load, or a link such as
 * the logo), its persona and tab are applied where they exist; then the URL is replaced, never
 * pushed, with the selected persona and active tab, and kept so on every change.
 */
export function useRouteSync(): void {
  // The route read here, not from a <Route> above the page: a change of its parameters would reach
  // the parts of the page still waiting for their code to hydrate (writing-page.tsx) and undo them.
  const [, params] = useRoute<{ persona?: string; tabTitle?: string }>(PAGE_ROUTE);
  const persona = decodeSegment(params?.persona);
  const tabTitle = decodeSegment(params?.tabTitle);
  const [, navigate] = useLocation();
  const target = useTabStore((s) => tabPath(s.selectedPersona, selectActiveTab(s)?.title));
  const current = persona === undefined ? '/' : tabPath(persona, tabTitle);
  // The path last seen in the address bar, and the paths this hook wrote that have not arrived yet.
  // A written path can arrive after the store has moved on (two quick Ctrl+] presses): it is ours
  // and stale, so it must not be applied back to the store.
  const seen = useRef<string | null>(null);
  const written = useRef<string[]>([]);

  useEffect(() => {
    if (current !== seen.current) {
      seen.current = current;
      const ours = written.current.indexOf(current);
      if (ours >= 0) written.current = written.current.slice(ours + 1);
      else useTabStore.getState().applyRoute(persona, tabTitle);
    }
    // The address bar is written when idle: replaceState costs over a millisecond (and wouter
    // renders again on it), which would otherwise delay the frame that shows the tab just chosen.
    const writeUrl = idleUntilUrgent(() => {
      const state = useTabStore.getState();
      const wanted = tabPath(state.selectedPersona, selectActiveTab(state)?.title);
      if (wanted === current || wanted === written.current.at(-1)) return;
      written.current.push(wanted);
      navigate(wanted, { replace: true });
    });
    writeUrl.schedule();
    return () => writeUrl.cancel();
  }, [current, persona, tabTitle, target, navigate]);
}
