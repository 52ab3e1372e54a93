import { defineConfig } from 'vite';

// The server is bundled as one ESM file; node_modules stay external and load at run time.
export default defineConfig({
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});
