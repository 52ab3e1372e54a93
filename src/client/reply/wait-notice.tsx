import { LOCAL_MODEL_TEXT } from '../../shared/config/local-models';
import type { ReplyWait } from './fetch-reply';

/** What a reply that has not begun waits for (DESIGN.md, No key needed): the server's model being prepared, or its queue. */
export function WaitNotice({ wait, modelName }: { wait: ReplyWait; modelName: string }) {
  return (
    <p role="status" className="reply-area__wait">
      {wait.kind === 'preparing' ? LOCAL_MODEL_TEXT.preparing(modelName, wait.percent) : LOCAL_MODEL_TEXT.waiting(wait.ahead)}
    </p>
  );
}
