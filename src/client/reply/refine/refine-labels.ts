import { MAX_CONVERSATION_CHARS } from '../../../shared/config/refine';

/** The refine controls' words (DESIGN.md, Refine; names from its accessible-names table). They load with the controls. */
export const REFINE_LABELS = {
  refine: 'Refine',
  placeholder: 'Ask for a change, e.g. “warmer, and mention the deadline” (Enter sends, Shift+Enter for a new line)',
  quick: 'Quick refinements',
  refineSelection: 'Refine selection',
  /** The rendered reply, focusable so that a passage can be selected from the keyboard. */
  replyText: 'Reply text: Shift and the arrow keys select a passage to refine',
  passage: 'Refining the selected passage:',
  wholeReply: 'Refine the whole reply',
  stopped: 'Refinement stopped: the version on show is kept. Refine again when you are ready.',
  tooLong: (chars: number) =>
    `This conversation is too long to refine: your text, the reply and the instruction come to ${chars} characters, ` +
    `and the limit is ${MAX_CONVERSATION_CHARS}. Shorten the instruction, or refine a selected passage or a shorter reply. Nothing was sent.`,
} as const;
