/*
 * Refining a reply's one public entry (lint refuses imports of the files behind it from outside
 * this folder). The controls load on demand, with the first reply, not on the first paint.
 */
import { lazyWhenLoaded } from '../../ui/lazy-when-loaded';

export const refinePanel = lazyWhenLoaded(() => import('./refine-panel').then((m) => m.RefinePanel));
