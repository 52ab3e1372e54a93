import { QUERY_BOX_LABELS } from './query-box-labels';
import { usePartCount } from './use-part-count';

/**
 * After the word count, how many parts a long text will be sent in (nothing for one call, or
 * `shown` false past the limit, where nothing is sent). Loaded once a text is long (query-box.tsx).
 */
export function PartCount({ text, instruction, shown }: { text: string; instruction: string; shown: boolean }) {
  const parts = usePartCount(text, instruction);
  return shown && parts > 1 ? `, ${QUERY_BOX_LABELS.sentInParts(parts)}` : null;
}
