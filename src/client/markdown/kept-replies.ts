import type { ParsedReply } from './block-stream';

// Complete replies parsed lately, by text: switching back to a cached reply (another tab, another
// model) shows it without parsing it again. A few are enough for going back and forth.
const KEPT_REPLIES = 8;
const keptReplies = new Map<string, ParsedReply>();

export function keptReply(markdown: string): ParsedReply | undefined {
  return keptReplies.get(markdown);
}

export function keepReply(markdown: string, reply: ParsedReply): void {
  keptReplies.delete(markdown);
  keptReplies.set(markdown, reply);
  const oldest = keptReplies.keys().next();
  if (keptReplies.size > KEPT_REPLIES && !oldest.done) keptReplies.delete(oldest.value);
}
