import { describe, expect, it } from 'vitest';
import { CHANGES_MIN_KEPT_SHARE } from '../../../shared/config/app-config';
import { keepsMostWords, keptWordShare } from './kept-words';

const TEXT = 'The meeting is moved to Thursday because half the team is away on Monday, so please update your calendars and tell the client.';

describe('whether a reply keeps most of the person’s words', () => {
  it.each([
    ['a rewrite', 'The meeting has moved to Thursday, as half the team is away on Monday: please update your calendars and tell the client.', true],
    ['a grammar fix with markdown marks', 'The meeting is **moved** to Thursday because half the team is away on Monday, so please update your calendars and tell the client.', true],
    ['the same words in other case', TEXT.toUpperCase(), true],
    ['a summary', 'Meeting moved to Thursday.', false],
    ['a translation', 'La reunión se traslada al jueves porque la mitad del equipo no está el lunes; actualicen sus calendarios y avisen al cliente.', false],
    ['a post about it', '📅 Heads up! Our sync is now on Thursday. #teamwork', false],
    ['an empty reply', '', false],
  ])('%s: %s', (_name, reply, expected) => {
    expect(keepsMostWords(TEXT, reply)).toBe(expected);
  });

  it('counts each of the person’s words once: a reply repeating one word does not keep the others', () => {
    expect(keptWordShare('a b c d', 'a a a a a a')).toBe(0.25);
    expect(keptWordShare('a a b', 'a b')).toBeCloseTo(2 / 3);
  });

  it('reads words in scripts without spaces', () => {
    expect(keptWordShare('今日は雨です', '今日は雨です。')).toBe(1);
  });

  it('needs more than CHANGES_MIN_KEPT_SHARE of the words: exactly that share is not enough', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`);
    const keeping = (n: number) => words.slice(0, n).join(' ');
    const atShare = Math.round(words.length * CHANGES_MIN_KEPT_SHARE);
    expect(keptWordShare(words.join(' '), keeping(atShare))).toBe(atShare / words.length);
    expect(keepsMostWords(words.join(' '), keeping(atShare))).toBe(false);
    expect(keepsMostWords(words.join(' '), keeping(atShare + 1))).toBe(true);
  });

  it('offers nothing for a text without words', () => {
    expect(keepsMostWords('!!! ???', '!!! ???')).toBe(false);
  });
});
