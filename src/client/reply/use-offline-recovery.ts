import { useEffect } from 'react';
import type { ReplyController } from './reply-controller';

/**
 * A call that failed because the browser was offline says so; when the connection comes back the
 * notice goes by itself (DESIGN.md, The second minute), and the text in the box is there to submit.
 */
export function useOfflineRecovery(controller: ReplyController): void {
  useEffect(() => {
    const onOnline = () => {
      if (controller.store.getState().failure?.offline) controller.dismissFailure();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [controller]);
}
