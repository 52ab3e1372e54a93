/*
 * Refining a reply's one public entry (lint refuses imports of the files behind it from outside
 * this folder). It loads in the chunk of the controls under a reply (reply-actions.tsx), after the first paint.
 */
export { RefinePanel } from './refine-panel';
export { RefineSelection } from './refine-selection';
