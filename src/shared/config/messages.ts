import { MAX_QUERY_CHARS, MAX_TABS, OUTPUT_WORD_LIMIT } from './app-config';

/** Every user-facing string of SPEC.md, once. Tests import these instead of retyping them. */
export const MESSAGES = {
  modelChanged: (name: string) => `Model changed to "${name}"`,
  tabAdded: 'Tab added',
  tabRemoved: 'Tab removed. Undo? (Ctrl + Z)',
  tabRestored: 'Tab restored!',
  tabUpdated: 'Tab updated',
  tabNotFound: 'Tab not found for update',
  cantRemoveLastTab: "Can't remove the last tab",
  tabLimit: `Can't add more than ${MAX_TABS} tabs`,
  tabTitleRequired: 'Please enter a title for the tab.',
  tabTitleExists: (title: string) => `A tab named "${title}" already exists in this persona.`,
  personaAdded: (persona: string) => `New persona "${persona}" added`,
  personaExists: (persona: string) => `Persona "${persona}" already exists`,
  personaExistsModal: (persona: string) => `Persona ${persona} already exists!`,
  personaSameName: 'New name is same as the current name!',
  personaNameHint: 'Only lowercase letters, numbers and hyphens are allowed. No spaces or special characters.',
  personaNamePlaceholder: 'Enter new name (One word, no spaces)',
  addPersona: '+ Add new persona',
  resetConfirm: 'Are you sure you want to reset all data? This action cannot be undone.',
  resetDone: 'Data reset successfully',
  fetchError: 'An error occurred while fetching the response. Please try again later.',
  networkNotOk: (text: string) => `Network response was not ok: ${text}`,
  copyFailed: "Couldn't copy. Please upgrade your browser.",
  copied: 'Copied',
  codeCopied: 'Copied!',
  placeholderDesktop: 'Press / and start typing..',
  placeholderMobile: 'Type your query here...',
  queryHint: 'Enter to submit, Shift+Enter for new line',
  responseTime: (seconds: string) => `Response time: ${seconds}s`,
  settingsTitle: 'Choose an AI Model:',
  shortcutsTitle: 'Keyboard Shortcuts',
  rightsReserved: 'All rights reserved.',
} as const;

/** Strings and accessible names of the query box and the reply (DESIGN.md, Accessible names). */
export const REPLY_LABELS = {
  query: 'Query',
  submit: 'Submit',
  clear: 'Clear',
  reply: 'Reply',
  copy: 'Copy',
  copyCode: 'Copy code',
  loading: 'Loading reply',
  fontSize: 'Font size',
  fontSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  columns: 'Columns',
  columnLayouts: { single: 'One', double: 'Two' },
  offline: 'You are offline: the model needs a connection. Your text is kept; submit again once you are back online.',
  wordCount: (words: number) => `${words} ${words === 1 ? 'word' : 'words'}`,
  queryTooLong: (chars: number) =>
    `Too long to send: ${chars.toLocaleString('en-US')} of ${MAX_QUERY_CHARS.toLocaleString('en-US')} characters with this mode's instruction. ` +
    `As the FAQ advises, split long text into chunks of about ${OUTPUT_WORD_LIMIT} words and send them one at a time.`,
  rateLimited: (retryAfterSeconds: number | undefined) =>
    retryAfterSeconds === undefined
      ? 'Too many requests right now: wait a moment, then try again.'
      : `Too many requests right now: try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
  textTooLong: `The text is too long for the model: split it into chunks of about ${OUTPUT_WORD_LIMIT} words.`,
  noProvider: 'No AI provider is configured on the server yet.',
  cutShort: 'The reply was cut short.',
} as const;
