/*
 * The changes view's one public entry (lint refuses imports of the files behind it from outside
 * this folder): the reply's `View` and what the changes view shows and copies, and its words.
 */
export { useChangesMode, type ChangesMode } from './use-changes-mode';
export { CHANGES_LABELS } from './changes-labels';
export { VIEW_LABELS } from './view-labels';
