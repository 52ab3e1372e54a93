/** Control characters, and the Unicode line and paragraph separators some viewers break lines at. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g;

/**
 * Text for one log line: a CR, LF or ESC (decoded from %0D%0A or %1B in a path) would forge a line
 * or send the terminal an escape sequence, so each is written as \xHH or \uHHHH (and a backslash
 * as \\, so the escaped form cannot be forged either).
 */
export function escapeForLog(text: string): string {
  return text.replace(UNSAFE, (ch) => {
    if (ch === '\\') return '\\\\';
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
