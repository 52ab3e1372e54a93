import { useCallback, useEffect } from 'react';
import type { ReplyView } from './reply-controller';
import { selectView } from './reply-state';

/** Runs `onBack` when the browser's connection comes back. */
export function useWhenBackOnline(onBack: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onBack);
    return () => window.removeEventListener('online', onBack);
  }, [onBack]);
}

/**
 * A call that failed because the browser was offline says so; when the connection comes back the
 * notice goes by itself (DESIGN.md, The second minute), and the text in the box is there to submit.
 */
export function useOfflineRecovery(view: ReplyView): void {
  useWhenBackOnline(
    useCallback(() => {
      if (selectView(view.store.getState(), view.id).failure?.offline) view.dismissFailure();
    }, [view]),
  );
}
