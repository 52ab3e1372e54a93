import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium against the real built server, which talks to a fake
 * upstream speaking Groq's wire format. E2E_DIST picks the build (default `dist`) so that two
 * checkouts can test side by side; E2E_PORT_BASE moves the ports.
 *
 * Each worker starts its own servers and fake upstreams (worker fixtures in tests/e2e/fixtures.ts,
 * ports from tests/e2e/ports.ts), so spec files run in parallel, one file per worker at a time. A
 * test that needs another kind of server (other providers, Redis, two processes) gets it from a
 * worker fixture of its own there, on a port of its worker, started only when a test asks for it.
 * E2E_WORKERS sets the number of workers.
 */
const chromium = { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    trace: 'retain-on-failure',
    ...chromium,
  },
  // Each browser test runs at one width. A test about width, layout or touch at 390 px is tagged
  // `test('…', { tag: '@phone' }, …)` and runs in `phone` only; every other test runs in `desktop`
  // (1280 px) only. A behaviour both widths show differently is two tests, one of them tagged.
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], ...chromium, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    },
  ],
});
