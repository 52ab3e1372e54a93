/*
 * The changes view's one public entry (lint refuses imports of the files behind it from outside
 * this folder): the reply's `View` and what the changes view shows and copies. The view's own
 * words (changes-labels.ts) stay behind it: they load with the view, not on the first paint.
 */
export { useChangesMode, type ChangesMode } from './use-changes-mode';
export { VIEW_LABELS } from './view-labels';
