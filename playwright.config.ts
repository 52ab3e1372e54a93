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
 * E2E_WORKERS sets the number of workers; E2E_TRACE=1 keeps a trace of each failing test.
 */
// Debian's headless shell (the build Playwright itself uses headless): the same engine without the
// full browser's UI layers, which a headless test never shows and /usr/bin/chromium still runs.
const chromium = { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' } };

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
    // A trace records a snapshot of the page at every action and a screencast, as much work as the
    // tests themselves (CI's two cores are the limit), so it is on only with E2E_TRACE=1. A
    // failure still writes the page's accessibility snapshot (error-context.md) beside its error.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // The service worker precaches every chunk of the app (some 80 requests) on each test's first
    // visit: offline.spec.ts, the tests about it, allow it; no other test needs it.
    serviceWorkers: 'block',
    // Each browser test runs at one width: 1280 px, or, for a test about width, layout or touch at
    // 390 px tagged `test('…', { tag: '@phone' }, …)`, a phone's (PHONE in tests/e2e/fixtures.ts). A
    // behaviour both widths show differently is two tests, one of them tagged. One project, so one
    // pair of workers (each a browser and its servers) runs them all.
    // The desktop runs as a person who asked their system for reduced motion, the phone with motion:
    // the panels and dialogs open and close both ways (with reduced motion Settings once stayed on
    // screen after Escape), and the desktop's waits do not pay for animation frames (a pulsing
    // skeleton repaints every frame while a test waits).
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...chromium,
  },
});
