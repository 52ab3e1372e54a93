import { COMPARE_SENTENCE_TIME_LIMIT_MS, COMPARE_WORD_TIME_LIMIT_MS } from '../../../shared/config/app-config';
import type { Comparison } from './changes-model';
import { compareTexts } from './compare-texts';
import { createMarkdownText } from './markdown-text';

export interface ReplyComparer {
  /** Reads the reply so far while it streams, so that little is left to read when it ends. */
  prepare(markdown: string): void;
  /** The person's text (as typed) against the reply as it reads (markdown rendered to text); complete unless `streaming`. */
  compare(original: string, markdown: string, streaming?: boolean): Comparison;
}

export function createReplyComparer(): ReplyComparer {
  const read = createMarkdownText();
  return {
    prepare: (markdown) => void read(markdown, true),
    compare: (original, markdown, streaming = false) =>
      compareTexts(original, read(markdown, streaming), { wordMs: COMPARE_WORD_TIME_LIMIT_MS, sentenceMs: COMPARE_SENTENCE_TIME_LIMIT_MS }),
  };
}
