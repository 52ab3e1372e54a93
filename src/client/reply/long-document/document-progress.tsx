import { DOCUMENT_LABELS } from './document-labels';
import { currentPart, progressOf, type DocumentState } from './document-state';
import { useSecondsLeft } from './use-seconds-left';

/**
 * While a document is on its way: `Part <i> of <n>` (a status) and a progressbar of the calls done;
 * while it waits for a rate limit, the seconds left and `Send now`.
 */
export function DocumentProgress({ state, onSendNow }: { state: DocumentState; onSendNow: () => void }) {
  const { done, total } = progressOf(state);
  const allPartsDone = state.parts.every((part) => part.status === 'done');
  const waiting = [...state.parts, ...(state.combine ? [state.combine] : [])].find((call) => call.status === 'waiting');
  const secondsLeft = useSecondsLeft(waiting?.waitUntil);
  const line = allPartsDone && state.combine ? DOCUMENT_LABELS.combining : DOCUMENT_LABELS.part(currentPart(state), state.parts.length);
  return (
    <div className="document-progress">
      <div
        className="document-progress__bar"
        role="progressbar"
        aria-label={DOCUMENT_LABELS.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total}`}
      >
        <div className="document-progress__fill" style={{ width: `${(done / Math.max(1, total)) * 100}%` }} />
      </div>
      <span role="status" className="document-progress__line">
        {line}
        {/* A rate limit is a wait, not an error: said beside the part, counted down. */}
        {secondsLeft !== undefined && ` · ${DOCUMENT_LABELS.waiting(secondsLeft)}`}
      </span>
      {/* The person may know better than the provider's headers (or not mind a refusal). */}
      {waiting && (
        <button type="button" className="reply-area__action" onClick={onSendNow}>
          {DOCUMENT_LABELS.sendNow}
        </button>
      )}
    </div>
  );
}
