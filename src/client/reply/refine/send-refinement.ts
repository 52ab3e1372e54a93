import { conversationChars, followUpTooLong, type FollowUp } from '../../../shared/follow-up-limits';
import type { ReplyView } from '../reply-controller';
import { refineStore, type Passage } from './refine-store';
import { replacePassage } from './replace-passage';

export interface RefineAsk {
  /** The pair's composed prompt (the request's `query`). */
  prompt: string;
  /** The version on show, as markdown. */
  markdown: string;
  instruction: string;
  /** A passage of `markdown` to refine alone. */
  passage: Passage | null;
}

/**
 * Sends a refinement of the version on show (DESIGN.md, Refine), or says why not before sending:
 * a conversation past the limits is refused here, with everything kept. A passage's answer is
 * spliced into the version, every other character kept; the whole reply's answer replaces it.
 */
export function sendRefinement(view: ReplyView, { prompt, markdown, instruction, passage }: RefineAsk): void {
  const followUp: FollowUp = { reply: markdown, instruction: instruction.trim() };
  if (passage) followUp.passage = markdown.slice(passage.start, passage.end);
  if (followUpTooLong(prompt, followUp)) {
    refineStore.setState({ problem: { kind: 'tooLong', chars: conversationChars(prompt, followUp) } });
    return;
  }
  refineStore.setState({ problem: null });
  view.refine({
    followUp,
    // A model often ends with a newline: inside a paragraph that would change the text around it.
    compose: passage ? (received) => replacePassage(markdown, passage, received.trim()) : (received) => received,
    // A new version: what was typed is done with. Otherwise it stays, with why, over the version that
    // was on show (the controller shows that version again).
    onEnd: (failure) => refineStore.setState(failure ? { problem: { kind: 'failed', failure } } : { draft: '', passage: null, problem: null }),
  });
}
