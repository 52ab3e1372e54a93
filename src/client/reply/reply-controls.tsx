import { ChevronLeft, ChevronRight, RotateCcw, Square } from 'lucide-react';
import { useRef } from 'react';
import { IconButton } from '../ui/icon-button';
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

/**
 * `Version <i> of <n>` between its two buttons, once Regenerate has given more than one reply. At
 * either end the button says so with aria-disabled rather than disabled, so it keeps the focus.
 */
export function VersionNav({ index, count, onShow }: { index: number; count: number; onShow: (index: number) => void }) {
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
