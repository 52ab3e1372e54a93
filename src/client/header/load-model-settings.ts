import { lazyWhenLoaded } from '../ui/lazy-when-loaded';

/**
 * The model choices of Settings (and `Compare with`) load on demand, off the first load: they show
 * only in a panel the person opens. The header fetches them when idle, so a panel opens with them.
 */
export const modelSettings = lazyWhenLoaded(() => import('./model-settings').then((m) => m.ModelSettings));
