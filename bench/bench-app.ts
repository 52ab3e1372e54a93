import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createApp } from '../src/server/app';
import { createProviderRegistry } from '../src/server/providers/provider-registry';
import { createFakeUpstream } from '../tests/fake-upstream/fake-upstream';
import { builtPageDir } from './page-server';

export type FakeUpstream = Awaited<ReturnType<typeof createFakeUpstream>>;

export interface BenchApp {
  browser: Browser;
  fake: FakeUpstream;
  /** The app's address, for a page a bench opens itself. */
  url: string;
  /** A new page of the app at `path`, 1280 px wide, with no service worker. */
  open(path?: string): Promise<Page>;
}

/** The figures stretch on a busy machine: the load average says how busy it was. */
export const loadAverage = () => `load average (1, 5, 15 min): ${loadavg().map((n) => n.toFixed(2)).join(', ')}`;

/**
 * Runs `measure` against the real app (src/server/app.ts) serving the built page (builtPageDir),
 * with Groq pointed at the fake upstream (no delay unless a script asks), in Chromium.
 */
export async function withBenchApp(measure: (app: BenchApp) => Promise<void>): Promise<void> {
  const root = builtPageDir();
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built page in ${root}: run npm run build first.`);
  const fake = await createFakeUpstream({ record: false });
  const app = createApp({
    providers: createProviderRegistry({ GROQ_API_KEY: 'gsk_bench', GROQ_BASE_URL: fake.baseURL, UPSTREAM_TIMEOUT_MS: 10_000 }),
    upstreamTimeoutMs: 10_000,
    rateLimitPerMinute: 0,
    trustedProxies: 0,
    staticDir: root,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ok) => server.once('listening', ok));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const open = async (path = '/') => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(`http://127.0.0.1:${port}${path}`);
    return page;
  };
  try {
    console.log(loadAverage());
    await measure({ browser, fake, url: `http://127.0.0.1:${port}`, open });
  } finally {
    await browser.close();
    server.close();
    await fake.close();
  }
}
