import { MAX_TABS } from './app-config';

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
  modelDisclaimer: 'Replies are written by an AI model and can be wrong: check what matters before you use it.',
} as const;

/** Names that more than one feature says: the header's button and the FAQ that points to it. */
export const PAGE_LABELS = {
  /** At 680 px and less, where SPEC.md hides Settings: the model and theme, one tap away in the header. */
  modelAndTheme: 'Model and theme',
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
  cutShort: 'The reply was cut short.',
  answeredBy: (model: string) => `· ${model}`,
  retry: 'Retry',
  retryIn: (seconds: number) => `Retry in ${seconds} s`,
  stop: 'Stop',
  stopped: 'Stopped before the end: the reply above is incomplete. Regenerate for the whole reply.',
  regenerate: 'Regenerate',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  versionOf: (index: number, count: number) => `Version ${index} of ${count}`,
} as const;
