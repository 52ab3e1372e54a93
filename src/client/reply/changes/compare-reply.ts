import { COMPARE_SENTENCE_TIME_LIMIT_MS, COMPARE_WORD_TIME_LIMIT_MS } from '../../../shared/config/app-config';
import type { Comparison } from './changes-model';
import { compareTexts } from './compare-texts';
import { markdownText } from './markdown-text';

/** The person's text (as typed) against the reply as it reads (markdown rendered to text). */
export function compareReply(original: string, markdown: string): Comparison {
  return compareTexts(original, markdownText(markdown), { wordMs: COMPARE_WORD_TIME_LIMIT_MS, sentenceMs: COMPARE_SENTENCE_TIME_LIMIT_MS });
}
