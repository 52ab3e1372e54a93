import { idleUntilUrgent } from '../lib/idle-until-urgent';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore, type TabState } from '../state/tab-store';
import { readRoute, tabPath } from './tab-route';

/**
 * The history events that bring an address from outside: the browser's Back and Forward
 * (`popstate`) and a link such as the logo (`pushState`, which wouter dispatches for every
 * `history.pushState` once it is loaded, as it is with the page). The sync itself only replaces,
 * so what it writes never comes back to it.
 */
const ADDRESS_FROM_OUTSIDE = ['popstate', 'pushState'] as const;

const pathOf = (state: TabState) => tabPath(state.selectedPersona, selectActiveTab(state)?.title);

/**
 * SPEC.md section 2, Route. The tab store owns the selected persona and active tab; the address
 * follows it. The address is read at start, on history navigation and on a link (its persona and
 * tab applied where they exist; a path the route does not take reads as `/`), and written from the
 * store: replaced, never pushed, whenever the store's persona or tab differs from it. Returns the stop.
 */
export function startRouteSync(): () => void {
  // Written when idle: replaceState costs over a millisecond (and wouter renders again on it), which
  // would otherwise delay the frame that shows the tab just chosen.
  const write = idleUntilUrgent(() => {
    const wanted = pathOf(useTabStore.getState());
    if (wanted !== location.pathname) history.replaceState(history.state, '', wanted);
  });
  const read = () => {
    const route = readRoute(location.pathname);
    useTabStore.getState().applyRoute(route?.persona, route?.tabTitle);
    // The address may name what the store does not have (or nothing): it is put right either way.
    write.schedule();
  };
  read();
  const stopFollowing = useTabStore.subscribe((state, previous) => {
    if (pathOf(state) !== pathOf(previous)) write.schedule();
  });
  for (const type of ADDRESS_FROM_OUTSIDE) addEventListener(type, read);
  return () => {
    stopFollowing();
    for (const type of ADDRESS_FROM_OUTSIDE) removeEventListener(type, read);
    write.cancel();
  };
}
