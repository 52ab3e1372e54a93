import { lazyWhenLoaded } from '../ui/lazy-when-loaded';

/*
 * The controls that show only once there is a reply (Regenerate and the versions, a failure's
 * notice, the refine controls, what a reply waits for) load in one chunk after the first paint, with the markdown
 * renderer: the first load stays within its budget. Each renders at once once loaded.
 */
const load = () => import('./later-reply-controls');
const replyActions = lazyWhenLoaded(() => load().then((m) => m.ReplyActions));
const failureNotice = lazyWhenLoaded(() => load().then((m) => m.FailureNotice));
const refinePanel = lazyWhenLoaded(() => load().then((m) => m.RefinePanel));
const refineSelection = lazyWhenLoaded(() => load().then((m) => m.RefineSelection));
const waitNotice = lazyWhenLoaded(() => load().then((m) => m.WaitNotice));

export const loadLaterControls = () => Promise.all([replyActions.load(), failureNotice.load(), refinePanel.load(), refineSelection.load(), waitNotice.load()]);
export const ReplyActions = replyActions.Component;
export const FailureNotice = failureNotice.Component;
export const RefinePanel = refinePanel.Component;
export const RefineSelection = refineSelection.Component;
export const WaitNotice = waitNotice.Component;
