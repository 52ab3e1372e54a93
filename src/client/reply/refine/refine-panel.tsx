import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { MESSAGES } from '../../../shared/config/messages';
import { QUICK_REFINEMENTS } from '../../../shared/config/refine';
import { isSubmitEnter } from '../../lib/key-matchers';
import type { ReplyView } from '../reply-controller';
import { cacheKey, type CacheEntry } from '../reply-state';
import { REFINE_LABELS } from './refine-labels';
import { forReply, refineStore, type RefineProblem, type RefineState } from './refine-store';
import { sendRefinement } from './send-refinement';
import './refine.css';

const NOTHING_YET: Pick<RefineState, 'draft' | 'passage' | 'problem'> = { draft: '', passage: null, problem: null };

export interface RefinePanelProps {
  /** The single reply's view of the reply cache: the refinement goes through it. */
  view: ReplyView;
  /** The reply pair on show (its composed prompt is the request's `query`). */
  pair: Pick<CacheEntry, 'prompt' | 'modelId' | 'provider'>;
  /** The version on show, as markdown. */
  markdown: string;
  /** Called as a refinement is sent (the reply area holds its height: nothing jumps). */
  onSend?: () => void;
}

/**
 * Under a complete single reply (DESIGN.md, Refine): the textbox `Refine` (Enter sends, Shift+Enter
 * is a new line), its button, and the quick refinements. A passage chosen with `Refine selection`
 * is named above the box, and the next refinement works on it alone.
 */
export function RefinePanel({ view, pair: { prompt, modelId, provider }, markdown, onSend }: RefinePanelProps) {
  const replyKey = cacheKey(prompt, modelId, provider);
  useEffect(() => forReply(replyKey), [replyKey]);
  // What this pair has: a switch to another pair starts clean in its own render, and the store's
  // own start (forReply, above) then changes nothing on show, so it renders nothing again.
  const { draft, passage, problem } = useStore(
    refineStore,
    useShallow((state) => (state.replyKey === replyKey ? { draft: state.draft, passage: state.passage, problem: state.problem } : NOTHING_YET)),
  );
  const box = useRef<HTMLTextAreaElement>(null);
  const quickId = useId();
  // A passage of another version (Previous version since) no longer applies.
  const shownPassage = passage?.markdown === markdown ? passage : null;

  useEffect(() => {
    if (shownPassage) box.current?.focus();
  }, [shownPassage]);

  const send = (instruction: string) => {
    if (instruction.trim() === '') {
      box.current?.focus();
      return;
    }
    onSend?.();
    sendRefinement(view, { prompt, markdown, instruction, passage: shownPassage });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitEnter(event.nativeEvent)) return;
    event.preventDefault();
    send(draft);
  };

  return (
    <div className="refine">
      {shownPassage && (
        <div className="refine__passage">
          <span>{REFINE_LABELS.passage}</span> <q>{shownPassage.markdown.slice(shownPassage.start, shownPassage.end)}</q>
          <button type="button" className="refine__link" onClick={() => refineStore.setState({ passage: null })}>
            {REFINE_LABELS.wholeReply}
          </button>
        </div>
      )}
      <div className="refine__row">
        <textarea
          ref={box}
          className="refine__box"
          aria-label={REFINE_LABELS.refine}
          placeholder={REFINE_LABELS.placeholder}
          rows={1}
          value={draft}
          onChange={(event) => refineStore.setState({ draft: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="reply-area__action" onClick={() => send(draft)}>
          {REFINE_LABELS.refine}
        </button>
      </div>
      <div className="refine__quick" role="group" aria-labelledby={quickId}>
        <span id={quickId} className="refine__quick-label">
          {REFINE_LABELS.quick}
        </span>
        {QUICK_REFINEMENTS.map(({ label, instruction }) => (
          <button key={label} type="button" className="reply-area__action" onClick={() => send(instruction)}>
            {label}
          </button>
        ))}
      </div>
      {problem && <ProblemNotice problem={problem} />}
    </div>
  );
}

/** Why the last refinement is not on show, as a reply's error says it (its cause, then SPEC.md's sentence). */
function ProblemNotice({ problem }: { problem: RefineProblem }) {
  if (problem.kind === 'tooLong') return <p role="alert" className="refine__problem">{REFINE_LABELS.tooLong(problem.chars)}</p>;
  if (problem.failure.stopped) return <p role="status" className="refine__problem">{REFINE_LABELS.stopped}</p>;
  const lines = [problem.failure.reason, MESSAGES.fetchError].filter((line) => line !== undefined);
  return (
    <div role="alert" className="refine__problem">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
