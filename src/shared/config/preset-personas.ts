import type { PersonaTabs } from '../tab';

// TEMPORARY seed so the page runs while the preset content is written (issue 3 replaces it whole).
export const PRESET_PERSONAS: PersonaTabs = {
  write: [
    { title: 'Formal', query: 'Rewrite the text below in a formal register. Reply with the rewritten text only.' },
    { title: 'Summarise', query: 'Summarise the text below in a few bullet points.' },
  ],
  Chat: [{ title: 'Chat', query: 'You are a helpful assistant.' }],
};
