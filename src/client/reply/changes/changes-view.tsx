import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CHANGES_PER_BLOCK, CHANGES_PER_FRAME } from '../../../shared/config/app-config';
import { LazyMarkdown } from '../../markdown/lazy-markdown';
import { countChanges, type Decision } from './changes-model';
import { CHANGES_LABELS } from './changes-labels';
import { selectDecidedText, selectShown, useChangesStore } from './changes-store';
import { ChangesBlock } from './changes-block';
import { chunkSegments } from './chunk-segments';
import { warmComparison } from './run-comparison';
import { unreachedTrimmed } from './streaming-segments';
import { useComparisonRun } from './use-comparison-run';
import { useRovingChanges } from './use-roving-changes';
import { VIEW_LABELS } from './view-labels';
import './changes-view.css';

// The worker starts with this module, so it is ready by the time a reply ends.
warmComparison();

const BLOCKS_PER_FRAME = Math.max(1, Math.round(CHANGES_PER_FRAME / CHANGES_PER_BLOCK));

/**
 * The changes view: the person's text against the reply, each change with Accept and Reject, and
 * both for every change at once. A long comparison is mounted a block per frame. `onText` hears
 * the text the decisions give, for Copy. While the reply `streaming`, the changes so far show,
 * undecidable till it ends; a reply shown before shows its kept comparison whole, at once. Until
 * the first comparison of the reply is there, the reply shows under the view's bar as the Reply
 * view shows it: its first words wait for no worker, and the comparison takes over below the bar.
 */
// Memoised: the reply area renders again when Copy's text arrives (onText), the changes need not.
export const ChangesView = memo(function ChangesView({
  original,
  markdown,
  onText,
  streaming = false,
}: {
  original: string;
  markdown: string;
  onText: (text: string) => void;
  streaming?: boolean;
}) {
  const { status, comparison, decisions, continued } = useChangesStore(useShallow((state) => selectShown(state, original, markdown)));
  const { decide, decideAll } = useChangesStore.getState();
  const decidedText = useChangesStore((state) => selectDecidedText(state, original, markdown));
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  useComparisonRun(original, markdown, streaming);
  // Decided only once the reply and its comparison are whole: until then the changes still move.
  const locked = streaming || status !== 'ready';

  useEffect(() => {
    if (decidedText !== undefined) onText(decidedText);
  }, [decidedText, onText]);

  const segments = useMemo(() => (streaming ? unreachedTrimmed(comparison?.segments ?? []) : (comparison?.segments ?? [])), [comparison, streaming]);
  const chunks = useMemo(() => chunkSegments(segments, CHANGES_PER_BLOCK), [segments]);
  const total = useMemo(() => countChanges(segments), [segments]);
  const [mounted, setMounted] = useState({ chunks, count: BLOCKS_PER_FRAME });
  // A comparison that follows one on show (kept, or the reply grown) mounts whole: its blocks were there.
  const shownChunks = mounted.chunks === chunks ? mounted.count : continued ? chunks.length : BLOCKS_PER_FRAME;

  // A few more blocks each frame until all are mounted.
  useEffect(() => {
    if (shownChunks >= chunks.length) return;
    const frame = requestAnimationFrame(() => setMounted({ chunks, count: shownChunks + BLOCKS_PER_FRAME }));
    return () => cancelAnimationFrame(frame);
  }, [chunks, shownChunks]);

  const ensureMounted = useCallback(
    (index: number) => {
      const needed = chunks.findLastIndex((chunk) => chunk.firstChange <= index) + 1;
      if (needed > shownChunks) setMounted({ chunks, count: needed });
    },
    [chunks, shownChunks],
  );
  const { active, setActive, container, onKeyDown } = useRovingChanges(total, ensureMounted);

  const onDecide = useCallback(
    (index: number, decision: Decision) => {
      const wasSame = useChangesStore.getState().decisions[index] === decision;
      decide(index, decision);
      setActive(index);
      setAnnouncement(wasSame ? CHANGES_LABELS.changeName(index + 1, CHANGES_LABELS.decision.open) : CHANGES_LABELS.decided(index + 1, decision));
    },
    [decide, setActive],
  );
  const onDecideAll = (decision: Decision) => {
    decideAll(decision);
    setAnnouncement(CHANGES_LABELS.decidedAll(decision));
  };

  if (!comparison && status !== 'failed') {
    return (
      <div className="changes">
        <ChangesBar summary={VIEW_LABELS.comparing} locked onDecideAll={onDecideAll} />
        <LazyMarkdown markdown={markdown} streaming={streaming} />
      </div>
    );
  }
  if (!comparison) return <p className="changes__note" role="alert">{CHANGES_LABELS.failed}</p>;

  const current = Math.min(active, total - 1);
  const accepted = decisions.filter((d) => d === 'accepted').length;
  const rejected = decisions.filter((d) => d === 'rejected').length;
  return (
    <div className="changes">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {total === 0 ? (
        <p className="changes__note">{CHANGES_LABELS.noChanges}</p>
      ) : (
        <ChangesBar summary={CHANGES_LABELS.summary(total, accepted, rejected)} locked={locked} onDecideAll={onDecideAll} hintId={hintId} />
      )}
      {comparison.coarse && <p className="changes__note">{CHANGES_LABELS.coarse}</p>}
      {/* Key presses come from the change buttons inside; the group itself takes no focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={container} className="changes__text" role="group" aria-label={CHANGES_LABELS.region} aria-describedby={total > 0 ? hintId : undefined} onKeyDown={onKeyDown}>
        {chunks.slice(0, shownChunks).map((chunk, c) => {
          const inBlock = current >= chunk.firstChange && current < chunk.firstChange + chunk.changes;
          return <ChangesBlock key={c} chunk={chunk} decisions={decisions} active={inBlock ? current : -1} locked={locked} onDecide={onDecide} />;
        })}
      </div>
    </div>
  );
});

/** The count of changes and decisions, `Accept all` and `Reject all`, and the keys' hint. */
function ChangesBar({
  summary,
  locked,
  onDecideAll,
  hintId,
}: {
  summary: string;
  locked: boolean;
  onDecideAll: (decision: Decision) => void;
  hintId?: string;
}) {
  return (
    <div className="changes__bar">
      {/* A status while it says that the comparison runs, the count once it is there. */}
      <p className="changes__summary" role={hintId === undefined ? 'status' : undefined}>
        {summary}
      </p>
      <button type="button" className="changes__all" disabled={locked} onClick={() => onDecideAll('accepted')}>
        {CHANGES_LABELS.acceptAll}
      </button>
      <button type="button" className="changes__all" disabled={locked} onClick={() => onDecideAll('rejected')}>
        {CHANGES_LABELS.rejectAll}
      </button>
      <p className="changes__hint key-hint" id={hintId}>
        {CHANGES_LABELS.keysHint}
      </p>
    </div>
  );
}
