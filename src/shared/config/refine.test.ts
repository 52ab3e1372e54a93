import { describe, expect, it } from 'vitest';
import { conversationChars, followUpTooLong } from '../follow-up-limits';
import { MAX_CONVERSATION_CHARS, MAX_REFINE_INSTRUCTION_CHARS, MAX_REFINE_REPLY_CHARS, passageTemplate, QUICK_REFINEMENTS, refineTemplate } from './refine';

describe('the refine templates', () => {
  it('frame the instruction and ask for the whole revised text only', () => {
    const framed = refineTemplate('Use British spelling');
    expect(framed).toContain('Use British spelling');
    expect(framed).toMatch(/whole revised text only/);
    expect(framed).toMatch(/no introduction, note or explanation/);
  });

  it('ask for the replacement of the passage alone, quoting it exactly', () => {
    const passage = '- a *list* item\n  with `code`';
    const framed = passageTemplate('Shorter', passage);
    expect(framed).toContain(`\n${passage}\n`);
    expect(framed).toContain('Shorter');
    expect(framed).toMatch(/replacement of that passage only/);
  });

  it('offer the five quick refinements of DESIGN.md, each with its own instruction', () => {
    expect(QUICK_REFINEMENTS.map((q) => q.label)).toEqual(['Shorter', 'Longer', 'Simpler', 'More formal', 'More casual']);
    expect(new Set(QUICK_REFINEMENTS.map((q) => q.instruction)).size).toBe(5);
  });
});

describe('the follow-up limits', () => {
  const fits = { reply: 'r'.repeat(MAX_REFINE_REPLY_CHARS), instruction: 'i'.repeat(MAX_REFINE_INSTRUCTION_CHARS) };
  const query = 'q'.repeat(MAX_CONVERSATION_CHARS - MAX_REFINE_REPLY_CHARS - MAX_REFINE_INSTRUCTION_CHARS);

  it('count the query, the reply, the instruction and the passage', () => {
    expect(conversationChars('ab', { reply: 'cde', instruction: 'f', passage: 'cd' })).toBe(8);
  });

  it.each([
    { name: 'every limit reached exactly', q: query, followUp: fits, tooLong: false },
    { name: 'one more character of query', q: `${query}q`, followUp: fits, tooLong: true },
    { name: 'one more of instruction', q: 'q', followUp: { ...fits, instruction: `${fits.instruction}i` }, tooLong: true },
    { name: 'one more of reply', q: 'q', followUp: { ...fits, reply: `${fits.reply}r` }, tooLong: true },
    { name: 'a passage over the rest', q: query, followUp: { ...fits, passage: 'r' }, tooLong: true },
  ])('$name: too long is $tooLong', ({ q, followUp, tooLong }) => {
    expect(followUpTooLong(q, followUp)).toBe(tooLong);
  });
});
