import { OUTPUT_WORD_LIMIT } from './config/app-config';
import { passageTemplate, refineTemplate } from './config/refine';
import type { QueryRequest } from './query-request';

/** What every model is told first: the providers' through the server, the server's own and the browser's. */
export const SYSTEM_PROMPT = `You are a writing assistant. Answer in Markdown, in at most ${OUTPUT_WORD_LIMIT} words.`;

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The conversation a call sends after the system prompt, the same for every model (the browser's
 * too): the prompt alone, or for a follow-up (DESIGN.md, Refine) the prompt, the reply being refined
 * as the assistant's, and the instruction framed by the template of config/refine.ts.
 */
export function conversationMessages({ query, followUp }: Pick<QueryRequest, 'query' | 'followUp'>): ChatMessage[] {
  if (!followUp) return [{ role: 'user', content: query }];
  const { reply, instruction, passage } = followUp;
  const ask = passage === undefined ? refineTemplate(instruction) : passageTemplate(instruction, passage);
  return [
    { role: 'user', content: query },
    { role: 'assistant', content: reply },
    { role: 'user', content: ask },
  ];
}
