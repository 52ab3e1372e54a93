import { describe, expect, it } from 'vitest';
import { escapeForLog } from './escape-for-log';

// A decoded CR/LF or ESC in a path, written as it came, would forge log lines or send terminal escapes.
describe('escapeForLog', () => {
  it('writes CR, LF, ESC, NUL, DEL, C1 controls and Unicode line breaks as escapes', () => {
    expect(escapeForLog('a\r\nGET /forged 200')).toBe('a\\x0d\\x0aGET /forged 200');
    expect(escapeForLog('\u001b[31mred\u0000\u007f\u0085')).toBe('\\x1b[31mred\\x00\\x7f\\x85');
    expect(escapeForLog('x\u2028y\u2029')).toBe('x\\u2028y\\u2029');
  });

  it('escapes a backslash, so an escaped form cannot be forged, and keeps other text as it is', () => {
    expect(escapeForLog('\\x0a')).toBe('\\\\x0a');
    expect(escapeForLog('/api/vercelApiRouter é 😀')).toBe('/api/vercelApiRouter é 😀');
  });
});
