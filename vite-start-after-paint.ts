import type { Plugin } from 'vite';
import { startAfterFirstPaint } from './src/client/start-after-paint';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The built index.html fetches its entry script from the head as before (a modulepreload, so it
 * comes as early) but runs it after the first paint (src/client/start-after-paint.ts): the shell
 * prerendered into the page is on screen before React starts. The server allows the inline
 * script by its hash, as it does the others (src/server/inline-script-hashes.ts).
 */
export function startEntryAfterFirstPaint(): Plugin {
  return {
    name: 'start-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry?.[1]) throw new Error('index.html has no entry script to start after the first paint');
        const start = `<script>(${startAfterFirstPaint.toString()})(${JSON.stringify(entry[1])})</script>`;
        return html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`).replace('</body>', `${start}</body>`);
      },
    },
  };
}
