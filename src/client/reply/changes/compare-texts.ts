import { diffLines, diffSentences, diffWordsWithSpace } from 'diff';
import type { Comparison } from './changes-model';
import { groupChanges, type DiffPart } from './group-changes';

export interface CompareLimits {
  /** Milliseconds the word-level comparison may take in all; past it, what is left is compared by sentence. */
  wordMs: number;
  /** Milliseconds more for the sentence-level fallback; past that, what is left is one change. */
  sentenceMs: number;
  now?: () => number;
}

const wholeChange = (removed: string, added: string): DiffPart[] => [
  { value: removed, removed: true, added: false },
  { value: added, removed: false, added: true },
];

/** Lines with their line breaks, so that joining them gives the text back. */
const linesOf = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/**
 * Compares the person's text with the reply's text word by word (jsdiff, whitespace kept as
 * tokens so both texts come back exactly). Lines are aligned first: unchanged lines cost nothing,
 * and a run of changed lines with as many lines on each side (a rewrite that keeps its paragraphs)
 * is compared line by line, which keeps a long document fast. Past the time limit the rest is
 * compared by sentence, then as whole runs.
 */
export function compareTexts(original: string, reply: string, limits: CompareLimits): Comparison {
  const now = limits.now ?? Date.now;
  const wordDeadline = now() + limits.wordMs;
  const sentenceDeadline = wordDeadline + limits.sentenceMs;
  let coarse = false;

  const compareRun = (removed: string, added: string): DiffPart[] => {
    if (removed === '' || added === '') return wholeChange(removed, added);
    const words = now() < wordDeadline ? diffWordsWithSpace(removed, added, { timeout: wordDeadline - now() }) : undefined;
    if (words) return words;
    coarse = true;
    const sentences = now() < sentenceDeadline ? diffSentences(removed, added, { timeout: sentenceDeadline - now() }) : undefined;
    return sentences ?? wholeChange(removed, added);
  };

  const compareHunk = (removed: string, added: string): DiffPart[] => {
    const oldLines = linesOf(removed);
    const newLines = linesOf(added);
    if (oldLines.length !== newLines.length || oldLines.length < 2) return compareRun(removed, added);
    return oldLines.flatMap((line, i) => compareRun(line, newLines[i] ?? ''));
  };

  const lines = diffLines(original, reply, { timeout: Math.max(1, wordDeadline - now()) }) ?? wholeChange(original, reply);
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    // A loop, not a spread: a long document's parts would pass the engine's argument limit.
    if (removed !== '' || added !== '') for (const part of compareHunk(removed, added)) parts.push(part);
    removed = added = '';
  };
  for (const line of lines) {
    if (line.removed) removed += line.value;
    else if (line.added) added += line.value;
    else {
      flush();
      parts.push(line);
    }
  }
  flush();
  return { segments: groupChanges(parts), coarse };
}
