import { composePrompt } from '../../shared/compose-prompt';
import type { ModelChoice } from '../state/model-catalog';
import { goesInParts } from '../state/mode-plans';

/** What a submission asks: the text, the active tab's instruction, the model that answers. */
export interface ReplyInput {
  text: string;
  instruction: string;
  modelId: string;
  provider: string;
  /** The models compared with the selected one (DESIGN.md, Compare models); none when not comparing. */
  compareWith?: readonly ModelChoice[];
}

/**
 * The calls a submission makes. Each kind is one way of asking; comparing models and follow-ups
 * come as kinds of their own (several `single` calls, a call that carries the earlier reply).
 */
export type ReplyPlan =
  /** Nothing submitted yet, or only whitespace: nothing to show. */
  | { kind: 'none'; modelId: string; provider: string }
  /** One call: the composed prompt (SPEC.md section 4, Query flow). */
  | { kind: 'single'; prompt: string; modelId: string; provider: string }
  /** The same prompt to the selected model and the models compared with it: one call per uncached pair (compare/). */
  | { kind: 'compare'; prompt: string; modelId: string; provider: string; compared: readonly ModelChoice[] }
  /** A text longer than one part of the mode: a long document (DESIGN.md, Long documents). */
  | { kind: 'document'; text: string; instruction: string; modelId: string; provider: string };

/** Turns a submission into its calls; `partMaxChars` is the mode's part limit (state/mode-plans.ts). */
export function planReply(input: ReplyInput, partMaxChars: number): ReplyPlan {
  const { text, instruction, modelId, provider } = input;
  if (goesInParts(text, partMaxChars)) return { kind: 'document', text, instruction, modelId, provider };
  const prompt = composePrompt(instruction, text);
  if (prompt === '') return { kind: 'none', modelId, provider };
  // A long document (above) goes to the selected model only; the page says so.
  const compared = input.compareWith ?? [];
  return compared.length > 0 ? { kind: 'compare', prompt, modelId, provider, compared } : { kind: 'single', prompt, modelId, provider };
}
