import type { Plugin } from 'vite';
import { SCRIPT_START_LATEST_MS } from './src/shared/config/app-config';
import { startAfterFirstPaint } from './src/client/start-after-paint';
import { inlineCall } from './vite-inline-call';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The argument the start script is called with: the page's scripts, the entry first. */
const START_CALL = /startAfterFirstPaint\([\s\S]*\}\)\((\[[^\]]*\])/;

/**
 * The built index.html neither runs nor fetches its entry script from the head: an inline script
 * (src/client/start-after-paint.ts) fetches it, with the chunks Vite would have preloaded, once the
 * prerendered shell has painted. The server allows the inline script by its hash, as it does the
 * others (src/server/inline-script-hashes.ts).
 */
export function startEntryAfterFirstPaint(): Plugin {
  return {
    name: 'start-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no entry script to start after the first paint');
        const scripts = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '')];
        const start = `<script>${inlineCall(startAfterFirstPaint, scripts, SCRIPT_START_LATEST_MS)}</script>`;
        return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${start}</body>`);
      },
    },
  };
}

/** The scripts a built index.html starts after its first paint, the entry first. */
export function pageScripts(html: string): string[] {
  const list = START_CALL.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
