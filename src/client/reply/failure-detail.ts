import { REPLY_LABELS } from '../../shared/config/messages';

/**
 * What a failed call says under SPEC.md's sentence ('… Please try again later.'): its cause, once,
 * and that the reply above was cut short when some of it had arrived (DESIGN.md, The second minute).
 * One paragraph, so a failure reads as the sentence and its detail, not as a list of lines.
 */
export function failureDetail(reason: string | undefined, cut: boolean): string | undefined {
  const sentences = [reason, cut ? REPLY_LABELS.cutShort : undefined].filter((s) => s !== undefined && s !== '');
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
