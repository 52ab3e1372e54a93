import { APP_NAME } from '../../shared/config/app-config';

/** Accessible names of the header's controls (DESIGN.md, accessible names); tests import them. */
export const HEADER_LABELS = {
  home: `${APP_NAME} home`,
  reset: 'Reset tabs',
  /** Reset's confirmation (SPEC.md section 4, Reset all): a dialog named as the button that opens it. */
  resetDialog: 'Reset tabs',
  resetConfirm: 'Reset',
  resetExportHint: 'Your own modes and personas go too. To keep a copy, export them first: the file can be imported again later.',
  settings: 'Settings',
  shortcuts: 'Keyboard shortcuts',
  proTag: 'Pro',
  theme: 'Theme',
  filterModels: 'Filter models',
  filterPlaceholder: 'Type part of a model name',
  modelsShown: (shown: number, matching: number) => `Showing ${shown} of ${matching} models: type to narrow the list.`,
  noModelMatches: 'No model matches.',
  noProvider:
    'No AI provider is configured on the server yet. Whoever runs it can set GROQ_API_KEY, or OLLAMA_BASE_URL for a local model (see the README).',
} as const;

/** The Theme radios in Settings, in order (DESIGN.md, accessible names). */
export const THEME_LABELS = { system: 'System', light: 'Light', dark: 'Dark' } as const;
