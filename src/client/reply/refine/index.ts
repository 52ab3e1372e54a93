/*
 * Refining a reply's one public entry (lint refuses imports of the files behind it from outside
 * this folder). The reply area loads it after the first paint (lazy-reply-controls.ts).
 */
export { RefinePanel } from './refine-panel';
export { RefineSelection } from './refine-selection';
