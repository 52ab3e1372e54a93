// Letters (with their combining marks), digits, spaces and hyphens, with at least one letter or digit.
const NAME = /^[\p{L}\p{M}\p{N} -]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Whether `name` is spelt as a field's name may be, its length aside (DESIGN.md, Fields in a mode's
 * instruction). Apart from the parser (mode-fields.ts) because the stored values are read with it
 * before the first paint, which the parser stays out of.
 */
export const isFieldNameSpelling = (name: string): boolean => NAME.test(name) && HAS_LETTER_OR_DIGIT.test(name);
