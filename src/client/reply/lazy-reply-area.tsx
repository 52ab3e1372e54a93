import { useSyncExternalStore } from 'react';
import { loadBeforeFirstSubmit } from '../lib/before-first-submit';
import { markContact } from '../lib/first-contact';
import type { TransportLoaders } from '../lib/reply-transport';
import { loadMarkdownView } from '../markdown/lazy-markdown';
import { useSubmissionStore } from '../state/submission-store';
import { lazyWhenLoaded } from '../ui/lazy-when-loaded';
// With the first load: the empty frame below takes the room the reply area takes.
import './reply-area.css';

const replyArea = lazyWhenLoaded(() => import('./reply-area').then((m) => m.ReplyArea));
let started = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The reply path (its engine, the reply cache, the call and the reply area) stays off the first
 * load: its code loads before anyone can submit (at the first press, key, focus or typing) and
 * starts at once. A submit made before it is there (or with none of them: an Enter or a press held
 * by the shell's boot script) waits in the submission store, starts the load, and is asked for as
 * the engine starts.
 * The markdown renderer comes at the same time, so that a quick first reply shows rendered at once.
 */
export function startRepliesBeforeFirstSubmit(loadTransports: () => Promise<TransportLoaders>): void {
  const start = () =>
    Promise.all([import('./page-replies'), loadTransports(), replyArea.load(), loadMarkdownView().catch(() => {})]).then(
      ([{ startReplies }, transports]) => {
        startReplies(transports);
        started = true;
        for (const listener of listeners) listener();
      },
      // Its chunk did not load (the network dropped): tried again as the person submits.
      () => {
        const unsubscribe = useSubmissionStore.subscribe(() => {
          unsubscribe();
          start();
        });
      },
    );
  loadBeforeFirstSubmit(start);
  const unsubscribe = useSubmissionStore.subscribe(() => {
    unsubscribe();
    markContact();
  });
}

/** The reply area once its code is there; until then its empty frame, which takes the same room. */
export function LazyReplyArea() {
  const ready = useSyncExternalStore(subscribe, () => started, () => false);
  if (ready) return <replyArea.Component />;
  return (
    <div className="reply-area">
      <div>
        <div className="reply-area__status" />
      </div>
    </div>
  );
}
