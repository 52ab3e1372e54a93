import { RotateCcw, Square } from 'lucide-react';
import { useRef } from 'react';
import { REPLY_LABELS } from '../../shared/config/messages';
import { useFocusWhenLost } from './use-focus-when-lost';

export function StopButton({ onStop }: { onStop: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(ref);
  return (
    <button ref={ref} type="button" className="reply-area__action" onClick={onStop}>
      <Square aria-hidden="true" size={14} fill="currentColor" />
      {REPLY_LABELS.stop}
    </button>
  );
}

export function RegenerateButton({ onRegenerate }: { onRegenerate: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(ref);
  return (
    <button ref={ref} type="button" className="reply-area__action" onClick={onRegenerate}>
      <RotateCcw aria-hidden="true" size={14} />
      {REPLY_LABELS.regenerate}
    </button>
  );
}
