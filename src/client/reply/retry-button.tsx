import { useEffect, useState } from 'react';
import { REPLY_LABELS } from '../../shared/config/messages';

/**
 * 'Retry' for a failed call. After a rate limit it first counts the wait down, disabled, and offers
 * itself when the wait is over; the countdown is in the button, not in the alert, so a screen reader
 * is not told the time every second.
 */
export function RetryButton({ waitSeconds = 0, onRetry }: { waitSeconds?: number; onRetry: () => void }) {
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
