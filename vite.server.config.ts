import { defineConfig } from 'vite';

/**
 * The server is bundled as one ESM file with its dependencies (ioredis in its own chunk, loaded
 * only with REDIS_URL), whitespace and dead code removed, names kept. Measured idle RSS
 * (bench/proxy-overhead.ts): 64 MiB with node_modules loaded at run time (about 40 ESM and CommonJS
 * modules, each kept with its source and module record), 57 MiB bundled this way; Node itself with
 * its fetch classes (which @hono/node-server extends) and https is about 56.
 * node-llama-cpp stays outside: it loads llama.cpp's native binaries from its own package, and is
 * imported only when the server runs its own model.
 */
export default defineConfig({
  // public/ belongs to the client build; it must not be copied next to the server bundle.
  publicDir: false,
  ssr: { noExternal: true, external: ['node-llama-cpp'] },
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: true,
    rolldownOptions: { output: { minify: { compress: true, mangle: false, codegen: { removeWhitespace: true } } } },
  },
});
