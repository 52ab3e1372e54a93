/*
 * The model comparison's one public entry (lint refuses imports of the files behind it from outside
 * this folder). Its view and its lanes (the calls, planned by plan-calls.ts) load on demand, off the
 * first load: the page loads the lanes with the reply engine, which asks them.
 */
export { compareView, loadCompareSession } from './load-compare';
export type { CompareLanes } from './compare-lanes';
