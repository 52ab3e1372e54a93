import { defineConfig, devices } from '@playwright/test';
import { E2E_API_KEY, E2E_BARE_SERVER_PORT, E2E_FAKE_PORT, E2E_MULTI_SERVER_PORT, E2E_OLLAMA_FAKE_PORT, E2E_OLLAMA_MODELS, E2E_SERVER_PORT } from './tests/e2e/ports';

/**
 * Browser tests run in Debian's Chromium against the real built server, which talks to a fake
 * upstream speaking Groq's wire format. E2E_DIST picks the build (default `dist`) so that two
 * checkouts can test side by side; E2E_PORT_BASE moves the ports.
 */
const dist = process.env.E2E_DIST ?? 'dist';
const serverEnv = {
  HOST: '127.0.0.1',
  STATIC_DIR: `${dist}/client`,
  GROQ_API_KEY: E2E_API_KEY,
  GROQ_BASE_URL: `http://127.0.0.1:${E2E_FAKE_PORT}/openai/v1`,
  RATE_LIMIT_PER_MINUTE: '0',
};
const chromium = { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: every test scripts the one shared fake upstream.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_SERVER_PORT}`,
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
  webServer: [
    {
      command: `node --import tsx tests/fake-upstream/cli.ts --port ${E2E_FAKE_PORT}`,
      url: `http://127.0.0.1:${E2E_FAKE_PORT}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${dist}/server/main.js`,
      url: `http://127.0.0.1:${E2E_SERVER_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(E2E_SERVER_PORT), ...serverEnv },
    },
    // Several providers (tests/e2e/providers.spec.ts): Groq and a fake local Ollama, on a second server.
    {
      command: `node --import tsx tests/fake-upstream/cli.ts --port ${E2E_OLLAMA_FAKE_PORT} --flavour ollama --models ${E2E_OLLAMA_MODELS.join(',')}`,
      url: `http://127.0.0.1:${E2E_OLLAMA_FAKE_PORT}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${dist}/server/main.js`,
      url: `http://127.0.0.1:${E2E_MULTI_SERVER_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(E2E_MULTI_SERVER_PORT), ...serverEnv, OLLAMA_BASE_URL: `http://127.0.0.1:${E2E_OLLAMA_FAKE_PORT}/v1` },
    },
    // No provider at all (tests/e2e/first-minute.spec.ts).
    {
      command: `node ${dist}/server/main.js`,
      url: `http://127.0.0.1:${E2E_BARE_SERVER_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(E2E_BARE_SERVER_PORT), HOST: serverEnv.HOST, STATIC_DIR: serverEnv.STATIC_DIR, RATE_LIMIT_PER_MINUTE: '0', GROQ_API_KEY: '' },
    },
  ],
});
