import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CHANGES_PREPARE_INTERVAL_MS } from '../../../shared/config/app-config';
import { selectActiveTab } from '../../state/tab-lookups';
import { useTabStore } from '../../state/tab-store';
import { LazyMarkdown } from '../../markdown/lazy-markdown';
import { RadioToggle } from '../../ui/radio-toggle';
import { loadBeforeFirstSubmit } from '../../lib/before-first-submit';
import { VIEW_LABELS } from './view-labels';

/** The view, its state and its diff library load after the first paint, never on it. */
const loadChangesView = () => import('./changes-view');
const ChangesView = lazy(() => loadChangesView().then((m) => ({ default: m.ChangesView })));

// Whether a reply keeps most of the person's words is asked when a reply ends.
type KeepsMostWords = (original: string, reply: string) => boolean;
let keepsMostWords: KeepsMostWords | undefined;
const loadKeptWords = () => import('./kept-words').then((m) => (keepsMostWords = m.keepsMostWords));

// The view's code, and with it its comparison's worker, load before anyone can submit (at the
// person's first press, key, focus or typing): the default tab opens its replies in Changes, and
// their first words must not wait for a chunk or a worker's start after Enter.
loadBeforeFirstSubmit(() => Promise.all([loadChangesView(), loadKeptWords()]).catch(() => {}));

type ViewName = keyof typeof VIEW_LABELS.views;
const VIEW_OPTIONS = (Object.keys(VIEW_LABELS.views) as ViewName[]).map((value) => ({ value, label: VIEW_LABELS.views[value] }));

export interface ChangesMode {
  /** The `View` radiogroup: once the reply is complete, or from its first words in a tab that shows changes. */
  toggle: ReactNode;
  /** What shows instead of the rendered reply, in the changes view. */
  body: ReactNode;
  /**
   * What Copy gives in the changes view: the text the decisions give, read when Copy copies, so a
   * decision or a switch to a kept comparison renders nothing more around the view.
   */
  copyText: (() => string) | undefined;
}

/**
 * The reply's `View` (DESIGN.md, Reply controls). A new reply (`replyId`) opens in the view its
 * tab's `showChanges` picks, from its first words while it is `streaming`; the person's choice holds
 * for that reply. The changes view compares `original` (the text the person sent) with the reply.
 * `Changes` is offered where it means something (DESIGN.md, The second minute): in a tab that shows
 * changes, and for a complete reply that keeps most of the person's words.
 */
export function useChangesMode(replyId: string | undefined, original: string, markdown: string, complete: boolean, streaming = false): ChangesMode {
  const showChanges = useTabStore((state) => selectActiveTab(state)?.showChanges ?? false);
  const [wordsLoaded, setWordsLoaded] = useState(keepsMostWords !== undefined);
  useEffect(() => {
    if (complete && !wordsLoaded) void loadKeptWords().then(() => setWordsLoaded(true), () => {});
  }, [complete, wordsLoaded]);
  const offered = useMemo(
    () => showChanges || (complete && wordsLoaded && keepsMostWords?.(original, markdown) === true),
    [showChanges, complete, wordsLoaded, original, markdown],
  );
  const [choice, setChoice] = useState<{ replyId: string | undefined; view: ViewName } | null>(null);
  const chosen: ViewName = choice !== null && choice.replyId === replyId ? choice.view : showChanges ? 'changes' : 'reply';
  const view: ViewName = offered ? chosen : 'reply';
  // The text the decisions give, as the view last reported it for this (text, reply) pair: a ref,
  // not state, so that its report after a switch does not render the reply a second time.
  const decided = useRef<{ original: string; markdown: string; text: string } | null>(null);
  const onText = useCallback((text: string) => void (decided.current = { original, markdown, text }), [original, markdown]);
  const onView = useCallback((next: ViewName) => setChoice({ replyId, view: next }), [replyId]);

  // Fetch the view's code while the reply streams, so it shows as soon as the reply is complete.
  useEffect(() => {
    if (view === 'changes' && replyId !== undefined) void loadChangesView().catch(() => {});
  }, [view, replyId]);

  // And let the comparison read the reply as it streams, a few times a second, so that at its end
  // only its last blocks are left to read (a reply shown live as changes is read by its comparisons).
  const prepared = useRef(0);
  useEffect(() => {
    if (view !== 'changes' || complete || streaming || markdown === '' || performance.now() - prepared.current < CHANGES_PREPARE_INTERVAL_MS) return;
    prepared.current = performance.now();
    void import('./run-comparison').then((m) => m.prepareComparison(markdown)).catch(() => {});
  }, [view, complete, streaming, markdown]);

  const live = streaming && showChanges && markdown !== '';
  if ((!complete && !live) || original === '' || !offered) return { toggle: undefined, body: undefined, copyText: undefined };
  const toggle = <RadioToggle label={VIEW_LABELS.view} options={VIEW_OPTIONS} value={view} onChange={onView} />;
  if (view === 'reply') return { toggle, body: undefined, copyText: undefined };
  const copyText = () => {
    const own = decided.current;
    return own !== null && own.original === original && own.markdown === markdown ? own.text : markdown;
  };
  return {
    toggle,
    body: (
      // Until the view's code is there (and then until its worker has answered a first comparison),
      // the reply shows as the Reply view shows it: its first words wait for neither.
      <Suspense fallback={<LazyMarkdown markdown={markdown} streaming={!complete} />}>
        <ChangesView original={original} markdown={markdown} onText={onText} streaming={!complete} />
      </Suspense>
    ),
    copyText,
  };
}
