import { MAX_DOCUMENT_CHARS } from '../../shared/config/long-document';
import { withThousands as number } from '../lib/with-thousands';

/** What the query box says about a long text (DESIGN.md, Long documents); the rest is in shared/config/messages.ts. */
export const QUERY_BOX_LABELS = {
  /** Under the box, once the text goes in parts. */
  sentInParts: (parts: number) => `sent in ${parts} parts`,
  /** Folds the active mode's instruction on touch screens, which have no hover tooltip. */
  modeInstruction: 'Mode instruction',
  tooLong: (chars: number) =>
    `Too long to send: ${number(chars)} of ${number(MAX_DOCUMENT_CHARS)} characters. Your text is kept; shorten it, or send it in two halves.`,
} as const;
