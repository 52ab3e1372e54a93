/* One chunk, loaded after the first paint (lazy-reply-controls.ts): what shows only once there is a reply. */
export { FailureNotice } from './failure-notice';
export { RefinePanel, RefineSelection } from './refine';
export { ReplyActions } from './reply-actions';
export { WaitNotice } from './wait-notice';
