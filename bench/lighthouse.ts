/**
 * Lighthouse on the built server, on a simulated phone and on a desktop: three runs each, every run
 * and the median printed.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *
 * Starts `dist/server/main.js` as `npm start` would (a model key that is never used: Lighthouse
 * sends no query), and runs Lighthouse 12 through npx with Debian's Chromium. It prints and never
 * fails. Lighthouse is not a dependency of the project: npx fetches it on the first run.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const RUNS = 3;
const PORT = 3917;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' } as const;

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const run = promisify(execFile);

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`The server did not answer at ${url}`);
}

async function lighthouse(url: string, desktop: boolean, dir: string, i: number): Promise<LighthouseReport> {
  const out = join(dir, `${desktop ? 'desktop' : 'mobile'}-${i}.json`);
  const flags = [url, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox', `--only-categories=${CATEGORIES.join(',')}`];
  if (desktop) flags.push('--preset=desktop');
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  // Lighthouse now and then loses its own trace (NO_NAVSTART): such a run is run again once.
  await run('npx', ['--yes', LIGHTHOUSE, ...flags], { env }).catch(() => run('npx', ['--yes', LIGHTHOUSE, ...flags], { env }));
  return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
}

const score = (report: LighthouseReport, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
const metric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? 0;

/** One line of figures; for several reports, the median of each figure on its own. */
function summary(reports: LighthouseReport[]): string {
  const scores = CATEGORIES.map((c) => median(reports.map((r) => score(r, c)))).join(' / ');
  const value = (id: string) => median(reports.map((r) => metric(r, id)));
  return `${scores} · FCP ${(value(METRICS.FCP) / 1000).toFixed(2)} s, LCP ${(value(METRICS.LCP) / 1000).toFixed(2)} s, TBT ${value(METRICS.TBT).toFixed(0)} ms, CLS ${value(METRICS.CLS).toFixed(3)}`;
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/main.js')) throw new Error('No built server: run npm run build first.');
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', GROQ_API_KEY: 'gsk_lighthouse_never_used' },
    stdio: 'ignore',
  });
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const url = `http://127.0.0.1:${PORT}/`;
  try {
    await waitForServer(url);
    console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, ${RUNS} runs each (performance / accessibility / best practices / SEO)`);
    for (const desktop of [false, true]) {
      const reports: LighthouseReport[] = [];
      const label = desktop ? 'desktop' : 'mobile ';
      for (let i = 0; i < RUNS; i++) {
        reports.push(await lighthouse(url, desktop, dir, i));
        console.log(`  ${label} run ${i + 1}: ${summary(reports.slice(i, i + 1))}`);
      }
      console.log(`  ${label} median: ${summary(reports)}`);
    }
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
