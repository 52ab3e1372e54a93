/*
 * The model comparison's one public entry (lint refuses imports of the files behind it from outside
 * this folder). Its view and its lanes (the articles, as views of the page's reply cache) load on
 * demand, off the first load: the page loads the lanes with the reply engine, which asks them.
 */
import { lazyWhenLoaded } from '../../ui/lazy-when-loaded';

export type { CompareLanes } from './compare-lanes';
/** The comparison's view (few people compare): off the first-load budget. */
export const compareView = lazyWhenLoaded(() => import('./compare-view').then((m) => m.CompareView));
/** What starts the comparison's lanes; the page loads it with the reply engine. */
export const loadCompareSession = () => import('./compare-lanes').then((m) => m.startCompareSession);
