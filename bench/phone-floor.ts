/**
 * The page on a phone against two floors, in one run: bare React 19 pages with one heading, built by
 * the same Vite (buildFloor), and the built app as `npm start` serves it.
 *
 *   npm run build && node --import tsx bench/phone-floor.ts [dist/client] [--runs N]
 *
 * Lighthouse 12 with its mobile settings (a simulated mid-range phone and slow 4G; fetched by npx,
 * not a dependency), N runs each (default 5), the three pages alternating: performance score, FCP,
 * LCP, TBT, CLS, main-thread time and long tasks, per run and the medians. Then the time from Enter
 * to the first word of a reply in a plain tab and in a `Changes` tab (bench/first-word.ts). The
 * floors' figures say what the machine allows: the app's are read beside them, not alone. It
 * prints and never fails.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { withBenchApp } from './bench-app';
import { median } from './click-to-paint';
import { measureFirstWords } from './first-word';
import { builtPageDir, serveBuiltPage } from './page-server';
import { startEntryAfterFirstPaint } from '../vite-start-after-paint';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 5 : Number(process.argv[runsArg + 1]);
const APP_PORT = 3918;
const LIGHTHOUSE = 'lighthouse@12.8.2';
// Under node_modules (so that the floor's imports resolve, and no lint or typecheck reads it).
const WORK = resolve('node_modules/.cache/phone-floor');
const run = promisify(execFile);

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

const HEADING = '<h1>Writing Assistant</h1>';

/**
 * The floors, React 19 with one heading, built by this Vite with the page's React plugin: `floor`
 * renders it with createRoot (nothing paints before React has started); `floor-html` has it in its
 * HTML and hydrates it, its script started after the first paint as the app's is
 * (vite-start-after-paint.ts), so React's start-up comes after the first paint, as in the app.
 */
async function buildFloor(name: 'floor' | 'floor-html'): Promise<string> {
  const fromHtml = name === 'floor-html';
  const source = join(WORK, name, 'src');
  mkdirSync(source, { recursive: true });
  writeFileSync(
    join(source, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="description" content="Floor" /><title>Floor</title></head><body><div id="root">${fromHtml ? HEADING : ''}</div><script type="module" src="/main.tsx"></script></body></html>`,
  );
  writeFileSync(
    join(source, 'main.tsx'),
    fromHtml
      ? `import { hydrateRoot } from 'react-dom/client';\nhydrateRoot(document.getElementById('root')!, ${HEADING});\n`
      : `import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(${HEADING});\n`,
  );
  const outDir = join(WORK, name, 'dist');
  const plugins = fromHtml ? [react(), startEntryAfterFirstPaint()] : [react()];
  await build({ root: source, configFile: false, logLevel: 'warn', plugins, build: { outDir, emptyOutDir: true } });
  return outDir;
}

async function lighthouse(url: string, out: string): Promise<Report> {
  const flags = [url, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance'];
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  // Lighthouse now and then loses its own trace (NO_NAVSTART): such a run is run again once.
  await run('npx', ['--yes', LIGHTHOUSE, ...flags], { env }).catch(() => run('npx', ['--yes', LIGHTHOUSE, ...flags], { env }));
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

const FIGURES = {
  performance: (r: Report) => Math.round(r.categories.performance.score * 100),
  'FCP ms': (r: Report) => r.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  'LCP ms': (r: Report) => r.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  'TBT ms': (r: Report) => r.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  CLS: (r: Report) => r.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  'main thread ms': (r: Report) => r.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
  'long tasks': (r: Report) => r.audits['long-tasks']?.details?.items?.length ?? Number.NaN,
} as const;

const format = (name: string, value: number) => (name === 'CLS' ? value.toFixed(3) : value.toFixed(0));
const summary = (reports: Report[]) =>
  Object.entries(FIGURES)
    .map(([name, figure]) => `${name} ${format(name, median(reports.map(figure)))}`)
    .join(', ');

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((res) => res.ok, () => false)) return;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`The server did not answer at ${url}`);
}

const PAGES = ['app', 'floor', 'floor-html'] as const;

async function main(): Promise<void> {
  rmSync(WORK, { recursive: true, force: true });
  const floors = await Promise.all(
    (['floor', 'floor-html'] as const).map(async (name) => {
      const dir = await buildFloor(name);
      const server = createServer((req, res) => serveBuiltPage(dir, req, res));
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      return server;
    }),
  );
  const app = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(APP_PORT), HOST: '127.0.0.1', GROQ_API_KEY: 'gsk_lighthouse_never_used', STATIC_DIR: builtPageDir() },
    stdio: 'ignore',
  });
  const floorUrl = (i: number) => `http://127.0.0.1:${(floors[i]?.address() as AddressInfo).port}/`;
  const pages = { app: `http://127.0.0.1:${APP_PORT}/`, floor: floorUrl(0), 'floor-html': floorUrl(1) };
  const reports: Record<(typeof PAGES)[number], Report[]> = { app: [], floor: [], 'floor-html': [] };
  try {
    await waitForServer(pages.app);
    console.log(`phone-floor: Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${RUNS} runs each, the app and the floors (bare React 19: rendered by its script, and painted from HTML) alternating`);
    for (let i = 0; i < RUNS; i++) {
      for (const name of PAGES) {
        reports[name].push(await lighthouse(pages[name], join(WORK, `${name}-${i}.json`)));
        console.log(`  ${name.padEnd(10)} run ${i + 1}: ${summary(reports[name].slice(i, i + 1))}`);
      }
    }
    for (const name of PAGES) console.log(`  ${name.padEnd(10)} median: ${summary(reports[name])}`);
  } finally {
    app.kill();
    for (const floor of floors) floor.close();
  }
  await withBenchApp((bench) => measureFirstWords(bench, RUNS));
}

await main();
