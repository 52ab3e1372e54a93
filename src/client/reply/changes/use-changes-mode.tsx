import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { selectActiveTab } from '../../state/tab-lookups';
import { useTabStore } from '../../state/tab-store';
import { RadioToggle } from '../radio-toggle';
import { CHANGES_LABELS } from './changes-labels';
import { selectDecidedText, useChangesStore } from './changes-store';

/** The view and its diff library load on demand, never on the first paint. */
const loadChangesView = () => import('./changes-view');
const ChangesView = lazy(() => loadChangesView().then((m) => ({ default: m.ChangesView })));

type ViewName = keyof typeof CHANGES_LABELS.views;
const VIEW_OPTIONS = (Object.keys(CHANGES_LABELS.views) as ViewName[]).map((value) => ({ value, label: CHANGES_LABELS.views[value] }));

export interface ChangesMode {
  /** The `View` radiogroup, once the reply is complete. */
  toggle: ReactNode;
  /** What shows instead of the rendered reply, in the changes view. */
  body: ReactNode;
  /** What Copy gives in the changes view: the text the decisions give. */
  copyText: string | undefined;
}

/**
 * The reply's `View` (DESIGN.md, Reply controls). A new reply (`replyId`) opens in the view its
 * tab's `showChanges` picks; the person's choice holds for that reply. The changes view compares
 * `original` (the text the person sent) with the complete reply.
 */
export function useChangesMode(replyId: string | undefined, original: string, markdown: string, complete: boolean): ChangesMode {
  const showChanges = useTabStore((state) => selectActiveTab(state)?.showChanges ?? false);
  const [choice, setChoice] = useState<{ replyId: string | undefined; view: ViewName } | null>(null);
  const view: ViewName = choice !== null && choice.replyId === replyId ? choice.view : showChanges ? 'changes' : 'reply';
  const decidedText = useChangesStore((state) => selectDecidedText(state, original, markdown));

  // Fetch the view's code while the reply streams, so it shows as soon as the reply is complete.
  useEffect(() => {
    if (view === 'changes' && replyId !== undefined) void loadChangesView().catch(() => {});
  }, [view, replyId]);

  if (!complete || original === '') return { toggle: undefined, body: undefined, copyText: undefined };
  const toggle = (
    <RadioToggle label={CHANGES_LABELS.view} options={VIEW_OPTIONS} value={view} onChange={(next) => setChoice({ replyId, view: next })} />
  );
  if (view === 'reply') return { toggle, body: undefined, copyText: undefined };
  return {
    toggle,
    body: (
      <Suspense fallback={<p className="changes__note">{CHANGES_LABELS.comparing}</p>}>
        <ChangesView original={original} markdown={markdown} />
      </Suspense>
    ),
    copyText: decidedText ?? markdown,
  };
}
