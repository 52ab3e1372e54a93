import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { selectActiveTab, useTabStore } from './tab-store';
import { tabPath } from './tab-route';

/**
 * SPEC.md section 2, Route. When the URL changes (the first load, or a link such as the logo), its
 * persona and tab are applied where they exist; then the URL is replaced, never pushed, with the
 * selected persona and active tab, and kept so on every change.
 */
export function useRouteSync(): void {
  const { persona, tabTitle } = useParams();
  const navigate = useNavigate();
  const target = useTabStore((s) => tabPath(s.selectedPersona, selectActiveTab(s)?.title));
  const current = persona === undefined ? '/' : tabPath(persona, tabTitle);
  // The path this hook last wrote or applied: any other path in the address bar came from outside.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (current !== handled.current) {
      handled.current = current;
      useTabStore.getState().applyRoute(persona, tabTitle);
    }
    const state = useTabStore.getState();
    const wanted = tabPath(state.selectedPersona, selectActiveTab(state)?.title);
    if (wanted !== current) {
      handled.current = wanted;
      void navigate(wanted, { replace: true });
    }
  }, [current, persona, tabTitle, target, navigate]);
}
