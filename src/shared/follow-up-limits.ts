import { MAX_CONVERSATION_CHARS, MAX_REFINE_INSTRUCTION_CHARS, MAX_REFINE_REPLY_CHARS } from './config/refine';

/** A follow-up as the route takes it (DESIGN.md, Refine): the reply on show, what to do with it, and
 * optionally the passage of that reply to rewrite alone. */
export interface FollowUp {
  reply: string;
  instruction: string;
  passage?: string;
}

/** Characters a follow-up sends upstream: the original prompt, the reply, the instruction and the passage. */
export function conversationChars(query: string, followUp: FollowUp): number {
  return query.length + followUp.reply.length + followUp.instruction.length + (followUp.passage?.length ?? 0);
}

/**
 * Whether a follow-up passes DESIGN.md's limits (the server answers 413, the page says so before
 * sending). Plain arithmetic, so the page checks it without the contract's schema.
 */
export function followUpTooLong(query: string, followUp: FollowUp): boolean {
  return (
    followUp.instruction.length > MAX_REFINE_INSTRUCTION_CHARS ||
    followUp.reply.length > MAX_REFINE_REPLY_CHARS ||
    conversationChars(query, followUp) > MAX_CONVERSATION_CHARS
  );
}
