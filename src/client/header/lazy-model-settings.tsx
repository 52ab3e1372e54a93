import { lazyWhenLoaded } from '../ui/lazy-when-loaded';

/**
 * The model choice shows only in the Settings dropdown (or, on a phone, the persona menu), whose
 * panels load when opened: it loads with them, off the first load's budget.
 */
export const lazyModelSettings = lazyWhenLoaded(() => import('./model-settings').then((m) => m.ModelSettings));
