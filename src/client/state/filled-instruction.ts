import { fillInstruction, fieldValue, firstBlankField, parseInstruction, type ModeField, type ParsedInstruction } from '../../shared/mode-fields';
import type { Tab } from '../../shared/tab';

/** A mode's instruction as it goes out (DESIGN.md, Fields in a mode's instruction). */
export interface FilledInstruction {
  /** The instruction with every field replaced by its value: what is sent. */
  filled: string;
  /**
   * What asks again when it changes: the instruction as written and its choices' values. A free
   * field's value is not in it: typing into it sends nothing, the next submit uses it.
   */
  asks: string;
  /** The first free field left blank: nothing is sent until it is filled. */
  blank?: ModeField;
}

const NO_VALUES = {};
// The reply path reads the active tab on every store change; the instruction is parsed once.
let last: { instruction: string; parsed: ParsedInstruction } | undefined;
function parsed(instruction: string): ParsedInstruction {
  if (last?.instruction !== instruction) last = { instruction, parsed: parseInstruction(instruction) };
  return last.parsed;
}

/** The tab's instruction filled with its stored values (a choice left unset reads as its first option). */
export function fillTab(tab: Tab | undefined): FilledInstruction {
  const instruction = tab?.instruction ?? '';
  const values = tab?.fieldValues ?? NO_VALUES;
  const read = parsed(instruction);
  if (read.fields.length === 0) return { filled: instruction, asks: instruction };
  const choices = read.fields.filter((field) => field.options.length > 0).map((field) => fieldValue(field, values));
  return { filled: fillInstruction(read, values), asks: JSON.stringify([instruction, ...choices]), blank: firstBlankField(read, values) };
}
