import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_NAME_MAX_LENGTH, FIELD_OPTION_MAX_LENGTH, FIELD_OPTIONS_MAX, FIELD_PROBLEMS, FIELDS_PER_INSTRUCTION_MAX } from './config/mode-fields';
import { fillInstruction, firstBlankField, parseInstruction, type ModeField } from './mode-fields';

/** Text pieces that hold no `{{`: whatever surrounds a field, braces, pipes and line breaks included. */
const plainText = fc
  .array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('{', '}', '|', '}}', '{ {', '\n', 'é', '日本', ' - ')), { maxLength: 8 })
  .map((pieces) => pieces.join(''))
  .filter((text) => !text.includes('{{') && !text.endsWith('{'));
const nameArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/).map((name) => name.trim()).filter((name) => /[A-Za-z0-9]$/.test(name));
const optionArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.'-]{0,20}[A-Za-z0-9]$/);
const valueArb = fc.string({ maxLength: 20 });

const source = (field: ModeField) => `{{${[field.name, ...field.options].join('|')}}}`;

describe('parsing fields in an instruction', () => {
  it('finds a free field and a choice whose first option is the default', () => {
    const parsed = parseInstruction('Translate into {{Language|French|German|Hindi}} for {{Audience}}.');
    expect(parsed.fields).toEqual([
      { name: 'Language', options: ['French', 'German', 'Hindi'] },
      { name: 'Audience', options: [] },
    ]);
    expect(parsed.problems).toEqual([]);
    expect(fillInstruction(parsed, { Audience: 'children' })).toBe('Translate into French for children.');
    expect(fillInstruction(parsed, { Audience: 'nurses', Language: 'Hindi' })).toBe('Translate into Hindi for nurses.');
  });

  it('fills one field written twice with the same value at both places', () => {
    const parsed = parseInstruction('{{Tone|warm|dry}} text, {{tone|warm|dry}} again');
    expect(parsed.fields).toHaveLength(1);
    expect(fillInstruction(parsed, { Tone: 'dry' })).toBe('dry text, dry again');
  });

  it('reads a choice value that is not one of its options as the default', () => {
    expect(fillInstruction(parseInstruction('{{Tone|warm|dry}}'), { Tone: 'shouty' })).toBe('warm');
  });

  it('finds the first blank free field, and none when every free field has a value', () => {
    const parsed = parseInstruction('{{Tone|warm|dry}} for {{Audience}} in {{Place}}');
    expect(firstBlankField(parsed, { Audience: '  ' })?.name).toBe('Audience');
    expect(firstBlankField(parsed, { Audience: 'kids' })?.name).toBe('Place');
    expect(firstBlankField(parsed, { Audience: 'kids', Place: 'Oslo' })).toBeUndefined();
  });

  it.each([
    ['a name too long', `{{${'n'.repeat(FIELD_NAME_MAX_LENGTH + 1)}}}`, FIELD_PROBLEMS.nameTooLong('n'.repeat(FIELD_NAME_MAX_LENGTH + 1))],
    ['an empty option', '{{Tone|warm||dry}}', FIELD_PROBLEMS.emptyOption('Tone')],
    ['an option too long', `{{Tone|${'o'.repeat(FIELD_OPTION_MAX_LENGTH + 1)}}}`, FIELD_PROBLEMS.optionTooLong('Tone')],
    ['too many options', `{{Tone|${Array.from({ length: FIELD_OPTIONS_MAX + 1 }, (_, i) => `o${i}`).join('|')}}}`, FIELD_PROBLEMS.tooManyOptions('Tone')],
    ['a name written with other options', '{{Tone|warm}} {{Tone|dry}}', FIELD_PROBLEMS.redefined('Tone')],
    [
      'one field past the limit',
      Array.from({ length: FIELDS_PER_INSTRUCTION_MAX + 1 }, (_, i) => `{{f${i}}}`).join(' '),
      FIELD_PROBLEMS.tooManyFields(`f${FIELDS_PER_INSTRUCTION_MAX}`),
    ],
  ])('names %s as a problem and keeps it as typed', (_what, instruction, problem) => {
    const parsed = parseInstruction(instruction);
    expect(parsed.problems).toEqual([problem]);
    expect(fillInstruction(parsed, {})).toContain(instruction.split(' ').at(-1));
  });

  it.each(['{{}}', '{{ }}', '{{a.b}}', '{{"x": 1}}', '{{x\ny}}', '{ {x} }', '{{x}', '{x}}', '{{|a|b}}', '{{--}}'])(
    'keeps %j as typed: braces around something that is not a field name',
    (instruction) => {
      const parsed = parseInstruction(instruction);
      expect(parsed.fields).toEqual([]);
      expect(parsed.problems).toEqual([]);
      expect(fillInstruction(parsed, {})).toBe(instruction);
    },
  );

  it('keeps the braces around a field typed with three', () => {
    expect(fillInstruction(parseInstruction('{{{Name}}}'), { Name: 'Ada' })).toBe('{Ada}');
  });
});

describe('parse then fill (properties)', () => {
  it('never loses text outside the fields: the text pieces come back in order around the values', () => {
    const field = fc.record({ name: nameArb, options: fc.array(optionArb, { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(plainText, field), { maxLength: FIELDS_PER_INSTRUCTION_MAX }), plainText, fc.array(valueArb, { maxLength: 5 }), (pairs, tail, rawValues) => {
        // Distinct names, so each field is its own (repeats are covered above).
        const seen = new Set<string>();
        const unique = pairs.filter(([, f]) => !seen.has(f.name.toLowerCase().replace(/\s+/g, ' ')) && seen.add(f.name.toLowerCase().replace(/\s+/g, ' ')));
        const instruction = unique.map(([text, f]) => text + source(f)).join('') + tail;
        const values = Object.fromEntries(unique.map(([, f], i) => [f.name, f.options[i % Math.max(1, f.options.length)] ?? rawValues[i] ?? '']));
        const parsed = parseInstruction(instruction);
        expect(parsed.problems).toEqual([]);
        expect(parsed.fields).toHaveLength(unique.length);
        const expected = unique.map(([text, f]) => text + (values[f.name] ?? '')).join('') + tail;
        expect(fillInstruction(parsed, values)).toBe(expected);
      }),
    );
  });

  it('gives back any instruction exactly as typed wherever it holds no field', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '|', 'a', ' ', '.', '\n', '-') , maxLength: 40 }), (instruction) => {
        const parsed = parseInstruction(instruction);
        // The parts put back with each field's own source are the instruction, character for character.
        const rebuilt = parsed.parts.map((part) => (part.kind === 'text' ? part.text : part.raw)).join('');
        expect(rebuilt).toBe(instruction);
        if (parsed.fields.length === 0) expect(fillInstruction(parsed, {})).toBe(instruction);
      }),
    );
  });
});
