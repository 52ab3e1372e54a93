import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html (the theme applied
 * before the first paint), so that script-src allows exactly those and never 'unsafe-inline'.
 * Read once at start: a deploy restarts the server. No build yet: none.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  let html: string;
  try {
    html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );
}
