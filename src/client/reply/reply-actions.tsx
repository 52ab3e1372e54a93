import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REPLY_LABELS } from '../../shared/config/messages';
import { IconButton } from '../ui/icon-button';
import type { ReplyView } from './reply-controller';
import { RegenerateButton } from './reply-controls';
import type { ReplyFailure } from './reply-state';

/*
 * The controls that show only once there is a reply: under a complete one its versions and
 * Regenerate; under a failed or stopped one why, and Retry or Regenerate. They load in one chunk
 * after the first paint (reply-area.tsx), with the refine controls and what a reply waits for: the
 * first load stays within its budget.
 */
export { RefinePanel, RefineSelection } from './refine';
export { WaitNotice } from './wait-notice';

/** Under a complete reply: its versions, when there are several, and Regenerate. */
export function ReplyActions({ index, count, onShow, onRegenerate }: { index: number; count: number; onShow: (index: number) => void; onRegenerate: () => void }) {
  return (
    <div className="reply-area__actions">
      <VersionNav index={index} count={count} onShow={onShow} />
      <RegenerateButton onRegenerate={onRegenerate} />
    </div>
  );
}

/**
 * `Version <i> of <n>` between its two buttons, once Regenerate has given more than one reply. At
 * either end the button says so with aria-disabled rather than disabled, so it keeps the focus.
 */
function VersionNav({ index, count, onShow }: { index: number; count: number; onShow: (index: number) => void }) {
  if (count < 2) return null;
  return (
    <span className="reply-area__versions">
      <IconButton
        className="reply-area__icon-action"
        label={REPLY_LABELS.previousVersion}
        icon={<ChevronLeft aria-hidden="true" size={18} />}
        aria-disabled={index === 0}
        onClick={() => onShow(index - 1)}
      />
      <span aria-live="polite">{REPLY_LABELS.versionOf(index + 1, count)}</span>
      <IconButton
        className="reply-area__icon-action"
        label={REPLY_LABELS.nextVersion}
        icon={<ChevronRight aria-hidden="true" size={18} />}
        aria-disabled={index === count - 1}
        onClick={() => onShow(index + 1)}
      />
    </span>
  );
}

/** Under a stopped reply, that it stopped and Regenerate; under a failed one, why, and Retry when it may work. */
export function FailureNotice({ failure, errorLines, view }: { failure: ReplyFailure; errorLines: string[]; view: ReplyView }) {
  if (failure.stopped) {
    return (
      <div className="output__notice output__notice--stopped">
        <p role="status">{REPLY_LABELS.stopped}</p>
        <RegenerateButton onRegenerate={view.regenerate} />
      </div>
    );
  }
  return (
    <div className="output__notice">
      <div role="alert">
        {/* SPEC.md's sentence, then its detail (the cause once). */}
        {errorLines.map((line, i) => (
          <p key={line} className={i > 0 ? 'output__cause' : undefined}>
            {line}
          </p>
        ))}
      </div>
      {failure.retryable && <RetryButton key={failure.key} waitSeconds={failure.retryAfterSeconds} onRetry={view.retry} />}
    </div>
  );
}

/**
 * 'Retry' for a failed call. After a rate limit it first counts the wait down, disabled, and offers
 * itself when the wait is over; the countdown is in the button, not in the alert, so a screen reader
 * is not told the time every second.
 */
function RetryButton({ waitSeconds = 0, onRetry }: { waitSeconds?: number; onRetry: () => void }) {
  const [left, setLeft] = useState(waitSeconds);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  return (
    <button type="button" className="output__retry" disabled={left > 0} onClick={onRetry}>
      {left > 0 ? REPLY_LABELS.retryIn(left) : REPLY_LABELS.retry}
    </button>
  );
}
