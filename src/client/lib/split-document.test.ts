import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composePrompt } from '../../shared/compose-prompt';
import { MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { perCallTextLimit } from '../../shared/document-plan';
import { joinParts, splitDocument } from './split-document';

const original = (text: string, max: number) => {
  const { lead, parts } = splitDocument(text, max);
  return joinParts(
    lead,
    parts,
    parts.map((p) => p.text),
  );
};

// Text built from pieces that stress every level: paragraphs, sentences, CJK without spaces,
// emoji (surrogate pairs and ZWJ sequences), combining marks, odd whitespace, one huge word.
const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\n\n', '\n \n\t', ' ', '\u3000', '\r\n\r\n', '. ', '。', '！', '? '),
  fc.constantFrom('这是一个没有空格的句子。', '日本語の文です。', '👩‍👩‍👧‍👦', '🇫🇷', 'é', 'ก็ได้ครับ', 'x'.repeat(300)),
);
const text = fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join(''));

describe('splitDocument', () => {
  it('gives back the original exactly when the parts are joined with their separators', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 200 }), (t, max) => {
        expect(original(t, max)).toBe(t);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every part non-blank, trimmed at the end and within the limit, and never splits a character', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 200 }), (t, max) => {
        for (const part of splitDocument(t, max).parts) {
          expect(part.text.trim()).not.toBe('');
          expect(part.text).toBe(part.text.trimEnd());
          expect(part.separator.trim()).toBe('');
          expect(part.text.length).toBeLessThanOrEqual(max);
          // No lone surrogate at either end of a part.
          expect(part.text).toMatch(/^(?![\uDC00-\uDFFF])[^]*(?<![\uD800-\uDBFF])$/);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('sends nothing for a text of only whitespace, and keeps that whitespace', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (t) => {
        const split = splitDocument(t, 10);
        expect(split.parts).toEqual([]);
        expect(split.lead).toBe(t);
      }),
    );
  });

  it('cuts at paragraph breaks before sentence ends, and at sentence ends before words', () => {
    const paragraph = (n: number) => `Sentence ${n} one. Sentence ${n} two.`;
    const doc = [paragraph(1), paragraph(2), paragraph(3)].join('\n\n');
    const byParagraph = splitDocument(doc, paragraph(1).length + 2);
    expect(byParagraph.parts.map((p) => p.text)).toEqual([paragraph(1), paragraph(2), paragraph(3)]);
    expect(byParagraph.parts.map((p) => p.separator)).toEqual(['\n\n', '\n\n', '']);

    const bySentence = splitDocument(paragraph(1), 'Sentence 1 one.'.length);
    expect(bySentence.parts).toEqual([
      { text: 'Sentence 1 one.', separator: ' ' },
      { text: 'Sentence 1 two.', separator: '' },
    ]);
  });

  it('fills parts greedily: small paragraphs share a part', () => {
    const doc = 'a.\n\nb.\n\nc.\n\nd.';
    expect(splitDocument(doc, 6).parts.map((p) => p.text)).toEqual(['a.\n\nb.', 'c.\n\nd.']);
  });

  it('cuts Chinese at sentence ends and within a sentence between words, without spaces', () => {
    const doc = '今天天气很好。我们去公园散步吧。';
    const texts = splitDocument(doc, 8).parts.map((p) => p.text);
    expect(texts[0]).toBe('今天天气很好。');
    // The second sentence (9 characters) is cut between words: its words fill the part, the full stop follows.
    expect(texts.slice(1)).toEqual(['我们去公园散步吧', '。']);
  });

  it('cuts one huge word by characters, keeping emoji whole', () => {
    const word = '😀'.repeat(10);
    const parts = splitDocument(word, 5).parts;
    expect(parts.map((p) => p.text).join('')).toBe(word);
    for (const part of parts) expect(Array.from(part.text).every((c) => c === '😀')).toBe(true);
  });

  it('makes parts that, composed with the instruction, fit the per-call limit', () => {
    const instruction = 'Translate the text. '.repeat(50);
    const doc = 'Word after word, sentence after sentence. '.repeat(2_400);
    const { parts } = splitDocument(doc, perCallTextLimit(instruction));
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(composePrompt(instruction, part.text).length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
  });
});
