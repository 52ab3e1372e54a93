import { nextFrame } from '../lib/frame-batcher';
import { loadBeforeFirstSubmit } from '../lib/before-first-submit';
import { provideAction } from '../lib/page-actions';
import { useModelStore } from '../state/model-store';
import { useSubmissionStore } from '../state/submission-store';
import { useTabStore } from '../state/tab-store';
import type { ReplyTransport, TransportLoaders } from '../lib/reply-transport';
import { loadCompareSession } from './compare';
import { createDocumentController, loadDocumentSession, preloadDocument } from './long-document';
import { createReplyController } from './reply-controller';

// The request and its stream reader (with the SSE parser and the reply schemas) are needed at the
// first send, not the first paint: loaded at the person's first contact with the page, before any
// submit.
const loadFetchReply = () => import('./fetch-reply');
loadBeforeFirstSubmit(() => loadFetchReply().catch(() => {}));

const serverTransport = () => loadFetchReply().then((m) => m.streamReply);
// The transports the page gives (startReplies), by provider; any other provider's call goes to the server.
let transports: TransportLoaders = {};
/** The one transport every controller is given: the server's route, or the one the request's provider names. */
const streamReply: ReplyTransport = (request, options) => (transports[request.provider ?? ''] ?? serverTransport)().then((send) => send(request, options));
const now = () => performance.now();

/** The page's one reply cache, outside React so that late replies and shortcuts can reach it. */
export const replyController = createReplyController({ streamReply, now, scheduleFlush: nextFrame() });

/** Long documents: their parts go through the same call and are recorded in the same reply cache. */
export const documentController = createDocumentController(() =>
  loadDocumentSession().then((start) => (request) => start({ streamReply, now, scheduleFlush: nextFrame(), records: replyController.records }, request)),
);

/**
 * Starts the page's reply path: from then on a submit asks, whether or not the reply area is shown.
 * Called once this code has loaded (lazy-reply-area.tsx, before the first submit); a submit made
 * before waits in the submission store and is asked for as the engine starts. `more`: the page's
 * transports beside the server's route (the browser's model), by provider.
 */
export function startReplies(more: TransportLoaders = {}): void {
  transports = more;
  provideAction('prepareLongDocument', preloadDocument);
  const start = () =>
    void Promise.all([import('./reply-engine'), loadCompareSession()]).then(
      ([{ startReplyEngine }, startCompareSession]) =>
        startReplyEngine({
          replies: replyController,
          documents: documentController,
          submissions: useSubmissionStore,
          tabs: useTabStore,
          models: useModelStore,
          // The compared models' articles: views of the same cache (DESIGN.md, Compare models).
          compare: startCompareSession(replyController),
        }),
      () => {
        // Its chunk did not load (the network dropped): tried again as the person submits.
        const unsubscribe = useSubmissionStore.subscribe(() => {
          unsubscribe();
          start();
        });
      },
    );
  start();
}
