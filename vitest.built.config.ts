import { defineConfig } from 'vitest/config';

/**
 * Tests of the production build (tests/built): what the built files hold, how the server serves
 * them, and the built server as processes (what `npm start` runs: its start, its log, two instances
 * and Redis). They need `npm run build` first, so they are not in `vitest run`; `npm test` runs them after
 * the build (`npm run test:built`). E2E_DIST picks the build, as for the browser tests.
 */
export default defineConfig({
  test: {
    name: 'built',
    environment: 'node',
    include: ['tests/built/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
