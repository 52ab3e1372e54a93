import { whenIdle } from '../lib/when-idle';
import type { StreamReplyOptions } from './fetch-reply';
import { createDocumentController, loadDocumentSession } from './long-document';
import { createReplyController } from './reply-controller';
import type { QueryRequest } from '../../shared/api-contract';

// The request and its stream reader (with the SSE parser and the reply schemas) are needed at the
// first send, not the first paint: loaded when idle, so it is there before anyone can submit.
const loadFetchReply = () => import('./fetch-reply');
whenIdle(() => void loadFetchReply().catch(() => {}));

const streamReply = (request: QueryRequest, options: StreamReplyOptions) => loadFetchReply().then(({ streamReply }) => streamReply(request, options));
// One render per frame however fast pieces arrive; a hidden tab gets the rest when the reply is done.
const scheduleFlush = (flush: () => void) => void requestAnimationFrame(flush);
const now = () => performance.now();

/** The page's one reply cache, outside React so that late replies and shortcuts can reach it. */
export const replyController = createReplyController({ streamReply, now, scheduleFlush });

/** Long documents: their parts go through the same call and share the reply cache. */
export const documentController = createDocumentController(() =>
  loadDocumentSession().then((start) => (request) => start({ streamReply, now, scheduleFlush, replyStore: replyController.store }, request)),
);
