import { FIELD_NAME_MAX_LENGTH, FIELD_OPTION_MAX_LENGTH, FIELD_OPTIONS_MAX, FIELD_PROBLEMS, FIELDS_PER_INSTRUCTION_MAX } from './config/mode-fields';
import { isFieldNameSpelling } from './field-name';

/** A field of a mode's instruction: free text when it has no options, else a choice (the first is the default). */
export interface ModeField {
  name: string;
  options: readonly string[];
}

/** The instruction cut into what stays as typed and where each field goes. */
export type InstructionPart = { kind: 'text'; text: string } | { kind: 'field'; raw: string; field: ModeField };

export interface ParsedInstruction {
  parts: InstructionPart[];
  /** Each field once, in the order it first appears. */
  fields: ModeField[];
  /** Every `{{…}}` that looks like a field but breaks a rule; each stays as typed. */
  problems: string[];
}

// No braces or line break inside: `{{{x}}}` is the field `x` between two braces typed as text.
const CANDIDATE = /\{\{([^{}\n]*)\}\}/g;
const SHOWN_NAME_MAX = FIELD_NAME_MAX_LENGTH + 10;

/** Two spellings of one name (case, runs of spaces) are one field. */
export const fieldKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

const shown = (name: string) => (name.length > SHOWN_NAME_MAX ? `${name.slice(0, SHOWN_NAME_MAX)}…` : name);
const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((option, i) => option === b[i]);

type Candidate = { kind: 'text' } | { kind: 'problem'; problem: string } | { kind: 'field'; field: ModeField };

/** What one `{{…}}` holds: a field, a field that breaks a rule, or text that merely has braces. */
function readCandidate(content: string): Candidate {
  const [rawName = '', ...rawOptions] = content.split('|');
  const name = rawName.trim();
  if (!isFieldNameSpelling(name)) return { kind: 'text' };
  if (name.length > FIELD_NAME_MAX_LENGTH) return { kind: 'problem', problem: FIELD_PROBLEMS.nameTooLong(shown(name)) };
  const options = rawOptions.map((option) => option.trim());
  if (options.some((option) => option === '')) return { kind: 'problem', problem: FIELD_PROBLEMS.emptyOption(name) };
  if (options.length > FIELD_OPTIONS_MAX) return { kind: 'problem', problem: FIELD_PROBLEMS.tooManyOptions(name) };
  if (options.some((option) => option.length > FIELD_OPTION_MAX_LENGTH)) return { kind: 'problem', problem: FIELD_PROBLEMS.optionTooLong(name) };
  return { kind: 'field', field: { name, options } };
}

/** The one parser of fields, used by the page and by the modes exchange's validation. */
export function parseInstruction(instruction: string): ParsedInstruction {
  const parts: InstructionPart[] = [];
  const fields: ModeField[] = [];
  const problems: string[] = [];
  const byKey = new Map<string, ModeField>();
  let text = '';
  let last = 0;
  for (const match of instruction.matchAll(CANDIDATE)) {
    const raw = match[0];
    const candidate = readCandidate(match[1] ?? '');
    let field: ModeField | undefined;
    if (candidate.kind === 'problem') problems.push(candidate.problem);
    if (candidate.kind === 'field') {
      const key = fieldKey(candidate.field.name);
      const known = byKey.get(key);
      if (known && sameOptions(known.options, candidate.field.options)) field = known;
      else if (known) problems.push(FIELD_PROBLEMS.redefined(candidate.field.name));
      else if (fields.length >= FIELDS_PER_INSTRUCTION_MAX) problems.push(FIELD_PROBLEMS.tooManyFields(candidate.field.name));
      else {
        field = candidate.field;
        byKey.set(key, field);
        fields.push(field);
      }
    }
    text += instruction.slice(last, match.index);
    last = match.index + raw.length;
    if (!field) {
      text += raw;
      continue;
    }
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'field', raw, field });
  }
  text += instruction.slice(last);
  if (text !== '') parts.push({ kind: 'text', text });
  return { parts, fields, problems };
}

/** Values by field name; a choice's value that is not one of its options reads as its default. */
export type FieldValues = Readonly<Record<string, string>>;

/** The value a field is filled with: a free field's as typed, a choice's if it is one of the options, else the first. */
export function fieldValue(field: ModeField, values: FieldValues): string {
  const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
  if (field.options.length === 0) return value ?? '';
  return value !== undefined && field.options.includes(value) ? value : (field.options[0] ?? '');
}

/** The instruction with every field replaced by its value; everything else exactly as typed. */
export function fillInstruction(parsed: ParsedInstruction, values: FieldValues): string {
  return parsed.parts.map((part) => (part.kind === 'text' ? part.text : fieldValue(part.field, values))).join('');
}

/** The first free field left blank (the page refuses the submit with `Fill in <name>`), if any. */
export function firstBlankField(parsed: ParsedInstruction, values: FieldValues): ModeField | undefined {
  return parsed.fields.find((field) => field.options.length === 0 && fieldValue(field, values).trim() === '');
}
