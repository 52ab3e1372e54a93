/** Business constants of SPEC.md section 9. Every other module imports them from here. */
export const DEFAULT_ACTIVE_TAB_INDEX = 0;
export const DEFAULT_PERSONA = 'write';
export const MAX_TABS = 20;
export const PERSONA_NAME_MAX_LENGTH = 20;
export const TAB_TITLE_DISPLAY_LIMIT = 20;

export const UNDO_WINDOW_MS = 5000;
export const REMOVE_TOAST_MS = 3000;
export const DEFAULT_TOAST_MS = 1500;
/** Long enough to read a sentence that names a file (the exchange's toasts). */
export const LONG_TOAST_MS = 6000;
export const RESET_RELOAD_DELAY_MS = 500;
export const REQUEST_DEBOUNCE_MS = 5;
/**
 * Replies still streaming for tabs, personas or models not on show (DESIGN.md, The second minute);
 * past it the oldest is stopped. With the one on show it is MAX_STREAMS_PER_CLIENT's default of 4.
 */
export const MAX_HIDDEN_REPLY_CALLS = 3;
export const PERSONA_SELECT_DELAY_MS = 300;
export const COPY_FEEDBACK_MS = 1000;
/** Saving and the address bar wait for an idle moment after a change, at most this long. */
export const IDLE_WORK_TIMEOUT_MS = 500;
/** Code loaded after the first paint waits for an idle moment, at most this long. */
export const IDLE_LOAD_TIMEOUT_MS = 2000;
/** The page's script starts once the shell has painted, or this long after the HTML at the latest. */
export const SCRIPT_START_LATEST_MS = 3000;

export const NARROW_SCREEN_MAX_PX = 680;
export const QUERY_BOX_MAX_HEIGHT_PX = 400;
export const QUERY_BOX_RESIZE_DEBOUNCE_MS = 500;
/** The tabs bar scrolls by this fraction of its visible width per step. */
export const TAB_SCROLL_STEP_FRACTION = 0.5;

/** From the FAQ: the reply is at most about this many words per request. */
export const OUTPUT_WORD_LIMIT = 800;

/**
 * Longest composed prompt (instruction + separator + user text) the server accepts, in characters.
 * 16,000 characters is about 4,000 tokens: with the completion budget below it stays under Groq's
 * smallest per-minute token limit (8,000 for gpt-oss-120b on the free tier).
 */
export const MAX_QUERY_CHARS = 16_000;
/** Request bodies above this many bytes are refused before parsing (UTF-8 text may take 4 bytes a char). */
export const MAX_BODY_BYTES = 80 * 1024;

export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 'small';

export const COLUMN_LAYOUTS = ['single', 'double'] as const;
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];
export const DEFAULT_COLUMN_LAYOUT: ColumnLayout = 'single';

/** Browser storage keys of SPEC.md section 3. */
export const STORAGE_KEYS = {
  aiModels: 'aiModelsState',
  tabManager: 'tabManagerState',
  selectedPersona: 'app_selected_persona',
  fontSize: 'fontSize',
  columnLayout: 'columnLayout',
  theme: 'theme',
} as const;

/** Colour themes (DESIGN.md, The page): `system` follows the device's prefers-color-scheme. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

/** The keys 'Reset tabs' removes (SPEC.md section 4, Reset all). */
export const RESET_STORAGE_KEYS = [STORAGE_KEYS.aiModels, STORAGE_KEYS.tabManager, STORAGE_KEYS.selectedPersona] as const;

/** The product's name, shown by the logo and the footer. */
export const APP_NAME = 'Writing Assistant';

/** Longest tab title (it ends up in the URL) and tab instruction (it is sent with every prompt) the tab dialogs take. */
export const TAB_TITLE_MAX_LENGTH = 60;
export const TAB_INSTRUCTION_MAX_LENGTH = 4000;

/**
 * The changes view (DESIGN.md, Reply controls): the word comparison may take this long in all
 * before the rest is compared by sentence, which may take this much longer before what is left
 * becomes whole changes. It runs in a worker, so the page stays responsive meanwhile.
 */
export const COMPARE_WORD_TIME_LIMIT_MS = 1500;
export const COMPARE_SENTENCE_TIME_LIMIT_MS = 500;
/** While a reply streams towards the changes view, the comparison reads it this often. */
export const CHANGES_PREPARE_INTERVAL_MS = 250;
/** Changes mounted per frame when a long comparison is shown, so no frame's work passes 50 ms. */
export const CHANGES_PER_FRAME = 150;
/**
 * Segments in a block of the changes view (cut at the next line break): about a paragraph, so a
 * tab switch lays out and paints only the blocks on screen, and renders only those that differ.
 */
export const CHANGES_PER_BLOCK = 24;
/** About how many characters a line of the changes view holds, wide and at phone width: a block's height before it shows. */
export const CHANGES_CHARS_PER_LINE = { wide: 140, narrow: 40 } as const;
/**
 * `Changes` is offered for a reply of a tab without `Show changes` when it keeps more than this share
 * of the person's words (DESIGN.md, The second minute): a rewrite does, a summary or translation not.
 */
export const CHANGES_MIN_KEPT_SHARE = 0.5;
/** Complete comparisons kept with their replies (and decisions), so coming back to one shows it at once. */
export const CHANGES_KEPT_COMPARISONS = 20;
