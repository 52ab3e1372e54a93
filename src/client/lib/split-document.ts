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

/**
 * The segments of `text`, segmented a window at a time: V8 copies the whole input into every
 * segment it hands out, so one pass over 100,000 characters of words takes seconds and gigabytes.
 * A window ends after a space where there is one (a cut the finer levels would make anyway),
 * never inside a surrogate pair.
 */
function segments(text: string, granularity: 'sentence' | 'word' | 'grapheme', window: number): string[] {
  const out: string[] = [];
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + window);
    if (to < text.length) {
      const space = text.slice(from + window / 2, to).search(/\s\S*$/);
      if (space !== -1) to = from + window / 2 + space + 1;
      else if (/[\uD800-\uDBFF]/.test(text[to - 1] ?? '')) to -= 1;
    }
    for (const { segment } of segmenter(granularity).segment(text.slice(from, to))) out.push(segment);
    from = to;
  }
  return out;
}

/** Each level cuts finer than the one before; the last cuts by code point, so it always can. */
const LEVELS: ((text: string) => string[])[] = [
  (text) => cutAfterMatches(text, PARAGRAPH_BREAK),
  // Intl.Segmenter knows sentence ends and words in languages written without spaces (CJK, Thai).
  (text) => segments(text, 'sentence', 4000),
  (text) => segments(text, 'word', 1000),
  (text) => segments(text, 'grapheme', 1000),
  (text) => Array.from(text),
];

const SPACE = /\s/;
/** The length without trailing whitespace: what would be sent. A scan from the end, linear in the whitespace. */
function sentLength(text: string): number {
  let end = text.length;
  while (end > 0 && SPACE.test(text[end - 1] ?? '')) end -= 1;
  return end;
}

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
    const sent = current.slice(0, sentLength(current));
    parts.push({ text: sent, separator: current.slice(sent.length) });
  };
  // The body starts with a non-space, so `current` never holds only whitespace: a space piece always
  // fits behind what is there (trailing whitespace is not sent).
  for (const piece of pieces(text.slice(lead.length), max, 0)) {
    const pieceLength = sentLength(piece);
    if (current !== '' && pieceLength > 0 && current.length + pieceLength > max) {
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
