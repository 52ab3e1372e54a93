/** The modes exchange (docs/DESIGN.md, Modes exchange): the file's name and format, the share link's limits. */
export const MODES_FILE_NAME = 'writing-assistant-modes.json';
export const MODES_FORMAT = 'writing-assistant-modes';
export const MODES_FORMAT_VERSION = 1;
/** A larger file is refused before it is read: 100 personas of MAX_TABS full-length modes stay under it. */
export const MODES_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const MODES_FILE_MAX_PERSONAS = 100;
/** The fragment that carries a shared persona: `#share=<lz-string data>`. */
export const SHARE_FRAGMENT_PREFIX = '#share=';
/** Addresses past about this many characters are cut by some browsers, chat apps and mail clients. */
export const SHARE_LINK_MAX_CHARS = 8000;
