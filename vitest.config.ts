import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';

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

const NODE_TESTS = ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/fake-upstream/**/*.test.ts', 'scripts/**/*.test.ts'];
/** Server-side files that install fake timers, or count the process's handles or uncaught errors. */
const NODE_TESTS_ALONE = [
  'src/server/deadline.test.ts',
  'src/server/providers/model-catalog.test.ts',
  'src/server/routes/batched-writer.test.ts',
  'src/server/routes/stream-answer.test.ts',
  'src/server/client-aborts.test.ts',
  'src/server/hostile-inputs.test.ts',
];

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
          // Files share their worker thread, each with its modules afresh (tests/fresh-modules.ts): a
          // thread per file cost a third of these files' CPU (55 → 36 core-s on two cores), most of it
          // loading the same dependencies again. Those of NODE_TESTS_ALONE keep a thread each.
          isolate: false,
          pool: 'threads',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...NODE_TESTS_ALONE],
          setupFiles: ['tests/fresh-modules.ts', 'tests/node-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-alone',
          environment: 'node',
          // A fresh worker thread per file: an endless fake stream of an earlier file, still winding
          // down, would run inside the fake clock these files install (a model-list test hung so on
          // CI), and the others count what the whole process holds (sockets, timers, crashes).
          isolate: true,
          pool: 'threads',
          include: NODE_TESTS_ALONE,
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
