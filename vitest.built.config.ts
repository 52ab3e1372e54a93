import { defineConfig } from 'vitest/config';

/**
 * Tests of the production build (tests/built): what the built files hold and how the server serves
 * them. They need `npm run build` first, so they are not in `vitest run`; `npm test` runs them after
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
