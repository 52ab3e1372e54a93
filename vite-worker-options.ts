import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

/** How Vite builds the page's workers (the changes view's comparison); the benchmarks' builds use it too. */
export const workerOptions: UserConfig['worker'] = {
  format: 'es',
  plugins: () => [
    {
      // The markdown parser's entity decoder has a DOM build for browsers, which a worker cannot
      // run: workers take its plain build, as its own `worker` export condition says.
      name: 'entity-decoder-without-dom',
      enforce: 'pre',
      resolveId: (source) =>
        source === 'decode-named-character-reference'
          ? fileURLToPath(new URL('./node_modules/decode-named-character-reference/index.js', import.meta.url))
          : undefined,
    },
  ],
};
