import { ChevronLeft, ChevronRight } from 'lucide-react';
import { REPLY_LABELS } from '../../shared/config/messages';
import { IconButton } from '../ui/icon-button';

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
