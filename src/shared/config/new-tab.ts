/** The one tab a new persona starts with (SPEC.md section 4, Add persona). */
export const NEW_PERSONA_TAB = {
  title: 'new-tab',
  instruction:
    'You are a helpful assistant. Answer the text below clearly and accurately in well-structured markdown, ' +
    'in the same language as the text. If the request is ambiguous, state the most reasonable reading and answer it.',
} as const;
