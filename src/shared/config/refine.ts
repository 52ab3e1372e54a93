import { MAX_QUERY_CHARS } from './app-config';

/*
 * Refine: follow-ups and passages (DESIGN.md, Refine: follow-ups and passages). The limits of a
 * follow-up call, the templates that frame what a person asks, and the quick refinements.
 */

/** What a person asks for in one refinement. */
export const MAX_REFINE_INSTRUCTION_CHARS = 2_000;
/** The reply refined: at most what one call's prompt may be. */
export const MAX_REFINE_REPLY_CHARS = MAX_QUERY_CHARS;
/** The whole conversation sent upstream (query, reply, instruction and a passage): about 6,000 tokens. */
export const MAX_CONVERSATION_CHARS = 24_000;

/** The server's message when a follow-up passes a limit above (413 payload_too_large). */
export const CONVERSATION_TOO_LONG_MESSAGE =
  `The conversation is too long to refine: the text, the reply and the instruction together may be at most ` +
  `${MAX_CONVERSATION_CHARS} characters (the reply at most ${MAX_REFINE_REPLY_CHARS}, the instruction at most ${MAX_REFINE_INSTRUCTION_CHARS}).`;

/** The third message of a follow-up: the person's instruction, asking for the whole revised text and nothing else. */
export function refineTemplate(instruction: string): string {
  return (
    `Revise your previous reply as follows: ${instruction}\n\n` +
    'Answer with the whole revised text only, in the same format, with no introduction, note or explanation.'
  );
}

/** The third message when one passage of the reply is refined: its replacement alone is asked for. */
export function passageTemplate(instruction: string, passage: string): string {
  return (
    `Rewrite only this passage of your previous reply as follows: ${instruction}\n\n` +
    `The passage:\n<<<\n${passage}\n>>>\n\n` +
    'Answer with the replacement of that passage only, in the same Markdown format, without the rest of the reply, ' +
    'without the <<< >>> marks, and with no introduction, note or explanation.'
  );
}

/** The quick refinements under a reply: each button sends its instruction as if typed. */
export const QUICK_REFINEMENTS = [
  { label: 'Shorter', instruction: 'Make it shorter: keep the meaning and the key points, cut the rest.' },
  { label: 'Longer', instruction: 'Make it longer: develop the points with more detail and examples, in the same voice.' },
  { label: 'Simpler', instruction: 'Make it simpler: plain words and short sentences that anyone can follow.' },
  { label: 'More formal', instruction: 'Make it more formal: a professional, polished tone.' },
  { label: 'More casual', instruction: 'Make it more casual: a relaxed, friendly, conversational tone.' },
] as const;
