/**
 * Fields in a mode's instruction (docs/DESIGN.md, Fields in a mode's instruction): `{{name}}` is a
 * free field, `{{name|First|Second}}` a choice whose first option is the default.
 */
import { FIELD_NAME_MAX_LENGTH } from './field-limits';

// The limits stored values are read with sit apart: the first paint reads them, and not the rest.
export { FIELD_NAME_MAX_LENGTH, FIELD_VALUE_MAX_LENGTH, FIELD_VALUES_STORED_MAX } from './field-limits';
export const FIELD_OPTION_MAX_LENGTH = 60;
export const FIELD_OPTIONS_MAX = 20;
export const FIELDS_PER_INSTRUCTION_MAX = 5;

/**
 * Why a `{{…}}` that looks like a field is not one. It stays as typed in the page; the tab dialogs
 * and the modes exchange name it with these words.
 */
export const FIELD_PROBLEMS = {
  nameTooLong: (name: string) => `the field name "${name}" is longer than ${FIELD_NAME_MAX_LENGTH} characters`,
  emptyOption: (name: string) => `the field "${name}" has an empty option`,
  optionTooLong: (name: string) => `an option of the field "${name}" is longer than ${FIELD_OPTION_MAX_LENGTH} characters`,
  tooManyOptions: (name: string) => `the field "${name}" has more than ${FIELD_OPTIONS_MAX} options`,
  redefined: (name: string) => `the field "${name}" is written twice in different ways`,
  tooManyFields: (name: string) => `the field "${name}" is one more than the ${FIELDS_PER_INSTRUCTION_MAX} an instruction may have`,
} as const;

/** Words the page shows about fields (tab dialogs, the controls beside the query box). */
export const FIELD_LABELS = {
  /** The tab dialogs list the fields they found as the instruction is typed. */
  found: (names: readonly string[]) => `Fields: ${names.join(', ')}`,
  /** A blank free field refuses the submit. */
  fillIn: (name: string) => `Fill in ${name}`,
  syntaxHint: 'Write {{name}} for a field to fill in, or {{name|First|Second}} for a choice.',
  notAField: (problem: string) => `Not a field: ${problem}.`,
} as const;
