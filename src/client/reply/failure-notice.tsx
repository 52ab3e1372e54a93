import { REPLY_LABELS } from '../../shared/config/messages';
import { RegenerateButton } from './reply-controls';
import type { ReplyView } from './reply-controller';
import type { ReplyFailure } from './reply-state';
import { RetryButton } from './retry-button';

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
