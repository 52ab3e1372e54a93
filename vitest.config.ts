import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Dependencies are resolved as the build resolves them, without the `development` export condition
 * Vitest adds: micromark and its family ship assertion-laden development builds under it, which
 * made the markdown tests a quarter slower and are not the code the page runs.
 */
const dependenciesAsShipped: Plugin = {
  name: 'dependencies-as-shipped',
  configResolved({ ssr }) {
    if (ssr.resolve?.conditions) ssr.resolve.conditions = ssr.resolve.conditions.filter((c) => c !== 'development|production' && c !== 'development');
  },
};

export default defineConfig({
  plugins: [react(), dependenciesAsShipped],
  test: {
    // A slow or busy machine (CI's two cores) must not fail a test by its first lazy import.
    testTimeout: 20_000,
    // Vitest's default keeps one core for itself (one worker on a 2-core machine); its main process
    // mostly waits while the test files run, so every core runs a test file.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A fresh worker thread per file: these files run servers, sockets and endless fake
          // streams, and one still winding down when the next file installs fake timers would run
          // inside its clock (a model-list test hung so on CI). A thread costs less than a process.
          isolate: true,
          pool: 'threads',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/fake-upstream/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Files share their worker and its jsdom, each with its modules afresh (tests/fresh-modules.ts).
          isolate: false,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/fresh-modules.ts', 'tests/dom-setup.ts'],
        },
      },
    ],
  },
});
