import { composePrompt } from '../../shared/compose-prompt';
import type { DocumentPlan, TextPlan } from '../../shared/document-plan';
import type { ModelChoice } from '../state/model-catalog';

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
  /** A text the mode sends in parts: a long document (DESIGN.md, Long documents), split as `plan` says. */
  | { kind: 'document'; text: string; instruction: string; modelId: string; provider: string; plan: DocumentPlan };

/** Turns a submission into its calls, by the text's plan (state/text-plan.ts: in parts or not). */
export function planReply(input: ReplyInput, textPlan: TextPlan): ReplyPlan {
  const { text, instruction, modelId, provider } = input;
  if (textPlan.inParts) {
    const { partMaxChars, combine } = textPlan;
    return { kind: 'document', text, instruction, modelId, provider, plan: { partMaxChars, combine } };
  }
  const prompt = composePrompt(instruction, text);
  if (prompt === '') return { kind: 'none', modelId, provider };
  // A long document (above) goes to the selected model only; the page says so.
  const compared = input.compareWith ?? [];
  return compared.length > 0 ? { kind: 'compare', prompt, modelId, provider, compared } : { kind: 'single', prompt, modelId, provider };
}
