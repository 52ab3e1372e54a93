import { defineConfig } from 'vite';

// The server is bundled as one ESM file; node_modules stay external and load at run time.
export default defineConfig({
  // public/ belongs to the client build; it must not be copied next to the server bundle.
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});
