import { createReplyController } from './reply-controller';
import { streamReply } from './fetch-reply';

/** The page's one reply cache, outside React so that late replies and shortcuts can reach it. */
export const replyController = createReplyController({
  streamReply,
  now: () => performance.now(),
  // One render per frame however fast pieces arrive; a hidden tab gets the rest when the reply is done.
  scheduleFlush: (flush) => requestAnimationFrame(flush),
});
