/** One part of a long text: what is sent, and the whitespace that followed it in the original. */
export interface DocumentPart {
  /** Never blank, never ending in whitespace, at most the part limit. */
  text: string;
  /** Whitespace up to the next part (or the end): it goes back between the parts' replies. */
  separator: string;
}

/** A text cut into parts: `lead + Σ (text + separator)` is the original, exactly. */
export interface SplitDocument {
  /** Whitespace before the first word: kept, never sent. */
  lead: string;
  parts: DocumentPart[];
}

/** A paragraph break (a blank line) and all the whitespace after it. */
const PARAGRAPH_BREAK = /\n\s*\n\s*/g;
const TRAILING_SPACE = /\s+$/;

let segmenters: Record<'sentence' | 'word' | 'grapheme', Intl.Segmenter> | undefined;
// Created on first use: one each serves every split.
function segmenter(granularity: 'sentence' | 'word' | 'grapheme'): Intl.Segmenter {
  segmenters ??= {
    sentence: new Intl.Segmenter(undefined, { granularity: 'sentence' }),
    word: new Intl.Segmenter(undefined, { granularity: 'word' }),
    grapheme: new Intl.Segmenter(undefined, { granularity: 'grapheme' }),
  };
  return segmenters[granularity];
}

function cutAfterMatches(text: string, pattern: RegExp): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end > from && end < text.length) {
      pieces.push(text.slice(from, end));
      from = end;
    }
  }
  pieces.push(text.slice(from));
  return pieces;
}

const segments = (text: string, granularity: 'sentence' | 'word' | 'grapheme') =>
  Array.from(segmenter(granularity).segment(text), (s) => s.segment);

/** Each level cuts finer than the one before; the last cuts by code point, so it always can. */
const LEVELS: ((text: string) => string[])[] = [
  (text) => cutAfterMatches(text, PARAGRAPH_BREAK),
  // Intl.Segmenter knows sentence ends and words in languages written without spaces (CJK, Thai).
  (text) => segments(text, 'sentence'),
  (text) => segments(text, 'word'),
  (text) => segments(text, 'grapheme'),
  (text) => Array.from(text),
];

const sentLength = (text: string) => text.replace(TRAILING_SPACE, '').length;

/** Pieces that each fit `max` once their trailing whitespace is off, cut as coarsely as possible. */
function pieces(text: string, max: number, level: number): string[] {
  if (sentLength(text) <= max) return [text];
  const cut = LEVELS[level];
  if (!cut) return [text];
  const finer = cut(text);
  return finer.flatMap((piece) => pieces(piece, max, level + 1));
}

/**
 * Cuts `text` into parts whose text is at most `maxChars` long: at paragraph breaks, else at
 * sentence ends, else between words, else between characters. Parts are filled greedily, so there
 * are as few as the cuts allow. Nothing is lost or repeated: see SplitDocument.
 */
export function splitDocument(text: string, maxChars: number): SplitDocument {
  const max = Math.max(1, maxChars);
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const parts: DocumentPart[] = [];
  let current = '';
  const flush = () => {
    const sent = current.replace(TRAILING_SPACE, '');
    parts.push({ text: sent, separator: current.slice(sent.length) });
  };
  // The body starts with a non-space, so `current` never holds only whitespace: a space piece always
  // fits behind what is there (trailing whitespace is not sent).
  for (const piece of pieces(text.slice(lead.length), max, 0)) {
    if (current !== '' && sentLength(current + piece) > max) {
      flush();
      current = piece;
    } else current += piece;
  }
  if (current !== '') flush();
  return { lead, parts };
}

/** The parts' replies (or texts) put back together with the whitespace the original had between them. */
export function joinParts(lead: string, parts: readonly { separator: string }[], texts: readonly string[]): string {
  return lead + parts.map((part, i) => (texts[i] ?? '') + part.separator).join('');
}
