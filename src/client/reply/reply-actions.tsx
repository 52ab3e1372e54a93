import { RegenerateButton } from './reply-controls';
import { VersionNav } from './version-nav';

/** Under a complete reply: its versions, when there are several, and Regenerate. */
export function ReplyActions({ index, count, onShow, onRegenerate }: { index: number; count: number; onShow: (index: number) => void; onRegenerate: () => void }) {
  return (
    <div className="reply-area__actions">
      <VersionNav index={index} count={count} onShow={onShow} />
      <RegenerateButton onRegenerate={onRegenerate} />
    </div>
  );
}
