import { CHANGES_MIN_KEPT_SHARE } from '../../../shared/config/app-config';

/** Words as a person reads them, case folded: a segmenter's word-like pieces (any script, CJK too). */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const piece of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text.toLocaleLowerCase())) {
    if (piece.isWordLike) words.push(piece.segment);
  }
  return words;
}

/** The share (0 to 1) of the person's words that the reply keeps, each occurrence matched once. */
export function keptWordShare(original: string, reply: string): number {
  const words = wordsOf(original);
  if (words.length === 0) return 0;
  const left = new Map<string, number>();
  for (const word of wordsOf(reply)) left.set(word, (left.get(word) ?? 0) + 1);
  let kept = 0;
  for (const word of words) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      kept++;
      left.set(word, count - 1);
    }
  }
  return kept / words.length;
}

/**
 * Whether `Changes` means something for this reply (DESIGN.md, The second minute): it is a version
 * of the person's text, keeping most of their words (a rewrite, whatever its tab); a summary, a post
 * or a translation shares too few of them for a word comparison to say anything.
 */
export function keepsMostWords(original: string, reply: string): boolean {
  return keptWordShare(original, reply) > CHANGES_MIN_KEPT_SHARE;
}
