import { lazyWhenLoaded } from '../../ui/lazy-when-loaded';

/** The comparison's view (few people compare): off the first-load budget. */
export const compareView = lazyWhenLoaded(() => import('./compare-view').then((m) => m.CompareView));
/** What starts the comparison's lanes; the page loads it with the reply engine. */
export const loadCompareSession = () => import('./compare-session').then((m) => m.startCompareSession);
