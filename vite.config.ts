import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { applyStoredTheme } from './src/client/lib/theme-boot';
import { webManifest } from './src/client/pwa/web-manifest';
import { SHELL_FACTS } from './src/client/shell-facts';
import { prerenderedShell } from './vite-prerender';
import { inlineCall } from './vite-inline-call';
import { startEntryAfterFirstPaint } from './vite-start-after-paint';
import { workerOptions } from './vite-worker-options';
import { STORAGE_KEYS } from './src/shared/config/app-config';
import { compileHintFirst, V8_COMPILE_HINT } from './vite-compile-hint';

// The year the shell is prerendered in: the footer hydrates with it (src/client/ui/footer.tsx).
const define = { 'import.meta.env.SHELL_YEAR': JSON.stringify(String(new Date().getFullYear())) };

export default defineConfig({
  define,
  plugins: [
    react(),
    {
      // The stored theme is applied before the first paint, so a dark page never flashes light. The
      // server allows this one inline script by its hash (src/server/inline-script-hashes.ts).
      name: 'theme-before-first-paint',
      transformIndexHtml: () => [
        { tag: 'script', children: inlineCall(applyStoredTheme, STORAGE_KEYS.theme), injectTo: 'head-prepend' },
      ],
    },
    {
      // wouter reads useSyncExternalStore through the shim for React 17; React 19 has it built in.
      name: 'use-sync-external-store-from-react',
      enforce: 'pre',
      resolveId: (source) => (source.startsWith('use-sync-external-store/shim') ? '\0use-sync-external-store-shim' : undefined),
      load: (id) => (id === '\0use-sync-external-store-shim' ? "export { useSyncExternalStore } from 'react';" : undefined),
    },
    prerenderedShell(SHELL_FACTS, define),
    startEntryAfterFirstPaint(),
    VitePWA({
      // A custom worker: navigations go to the network first (so a reload after a deploy never gets a
      // stale index.html) and fall back to the precached shell offline; /api/ is never handled.
      strategies: 'injectManifest',
      srcDir: 'src/client/pwa',
      filename: 'service-worker.ts',
      // The page registers the worker itself, after load (src/client/pwa/register-service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        // The manifest and its icons are added by the plugin itself; the favicon is the tab's icon offline.
        globPatterns: ['**/*.{js,css,html,txt}', 'icons/favicon-48.png'],
      },
    }),
    // V8 compiles a function on the main thread at its first call, unless its file says that its
    // functions run as it loads: each chunk says so (Lighthouse mobile TBT, two A/B runs of five
    // alternating: medians 230 → 94 and 114 → 22 ms). Before the compression below, whose copies
    // must have it too.
    compileHintFirst(),
    // Brotli and gzip copies of every text asset, served by src/server/static-files.ts.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|svg|json|webmanifest|txt)$/,
      logLevel: 'silent',
    }),
  ],
  worker: workerOptions,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Hidden source maps would leak nothing secret, but they double the upload; off for production.
    sourcemap: false,
    // A chunk loaded later brings its own imports, which the browser fetches as it reads it; Vite's
    // default would add a <link rel="modulepreload"> to the page for each of them at the import()
    // instead, and those appends ran in the page's start (the header's and the tabs' imports): at
    // 4× CPU its entry module ran 66–93 ms with them, 44–53 ms without (bench/bare-load.ts). The
    // stylesheets of later chunks, and the first load's own files (index.html), are kept. No
    // polyfill: it would run in the entry's task, for links the start script has appended already.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Each chunk's name hashes it with V8's compile hint (compileHintFirst, above, keeps it first).
        postBanner: V8_COMPILE_HINT,
        // React DOM is a first-load file of its own: each file is compiled as it arrives, and React
        // DOM's compile with the page's made one long task on a phone (Lighthouse mobile TBT, 4 runs
        // alternating: medians 204 → 120 ms). The rest of the first load in one file: left alone,
        // Rolldown splits the modules that lazy chunks share with it into small files, each costing
        // a request and its own gzip frame. Lucide's icons in one chunk: the parts of the page
        // loaded later share them, and left alone each icon would be a file of its own.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'first-load', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
  },
});
