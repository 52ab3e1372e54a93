/** The separator SPEC.md section 4 puts between a tab's instruction and the user's text. */
export const QUERY_SEPARATOR = ' This is the query: " - ';

/** The full prompt: the instruction, the separator, the user text; empty when the text is blank. */
export function composePrompt(instruction: string, userText: string): string {
  if (userText.trim() === '') return '';
  return `${instruction}${QUERY_SEPARATOR}${userText}`;
}
