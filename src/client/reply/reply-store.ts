import { whenIdle } from '../lib/when-idle';
import { createReplyController } from './reply-controller';

// The request and its stream reader (with the SSE parser and the reply schemas) are needed at the
// first send, not the first paint: loaded when idle, so it is there before anyone can submit.
const loadFetchReply = () => import('./fetch-reply');
whenIdle(() => void loadFetchReply().catch(() => {}));

/** The page's one reply cache, outside React so that late replies and shortcuts can reach it. */
export const replyController = createReplyController({
  streamReply: (request, options) => loadFetchReply().then(({ streamReply }) => streamReply(request, options)),
  now: () => performance.now(),
  // One render per frame however fast pieces arrive; a hidden tab gets the rest when the reply is done.
  scheduleFlush: (flush) => requestAnimationFrame(flush),
});
