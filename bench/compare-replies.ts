/**
 * Three models compared side by side (DESIGN.md, Compare models), against the built page: each of
 * the three calls streams an 800-word reply with five code blocks, 1,100 tokens at 500 tokens a
 * second, all at once, into its own article.
 *
 *   node --import tsx bench/compare-replies.ts [dist/client] [--runs N]
 *
 * A small local server serves the built page and answers every call with the event stream
 * (page-server.ts). For each run it prints the longest main-thread task after the submit (the page's
 * own long-task report, and a Chromium trace's wall and CPU time), the longest animation frame, and
 * the time from the last stream's last token to the frame that shows every reply complete. It
 * prints and never fails; the targets are no task over 50 ms and at most 50 ms from last token to paint.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { API_PATH } from '../src/shared/api-contract';
import { STORAGE_KEYS } from '../src/shared/config/app-config';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER } from '../src/shared/config/models';
import { installCompareProbe, type CompareProbeResult } from './compare-probe';
import { builtPageDir, serveBuiltPage, trickleTokens } from './page-server';
import { END_MARK, shortReply, tokenise } from './reply-fixtures';
import { traceTasks, type TaskFigures } from './trace-tasks';

const TOKENS = 1100;
const PER_SECOND = 500;
const COMPARED = ACTIVE_MODELS.filter((m) => m.id !== DEFAULT_MODEL_ID).slice(0, 2);
const STORED_MODELS = JSON.stringify({
  version: 2,
  selectedModelId: DEFAULT_MODEL_ID,
  provider: DEFAULT_PROVIDER,
  compareWith: COMPARED.map((m) => ({ provider: DEFAULT_PROVIDER, id: m.id })),
});

function startServer(root: string, tokens: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === API_PATH) {
      req.resume();
      trickleTokens(res, tokens, PER_SECOND);
      return;
    }
    serveBuiltPage(root, req, res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function run(browser: Browser, port: number): Promise<CompareProbeResult & TaskFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.aiModels, STORED_MODELS] as const);
    await page.addInitScript(installCompareProbe, { endMark: END_MARK, articles: 1 + COMPARED.length });
    // Expand opens its replies rendered (the rewriting modes open changes).
    await page.goto(`http://127.0.0.1:${port}/write/expand`);
    const box = page.getByRole('textbox', { name: 'Query' });
    await box.fill('Explain clear writing with examples.');
    await page.waitForLoadState('networkidle'); // the markdown and comparison chunks load when idle
    const stopTrace = await traceTasks(browser, page);
    await box.press('Enter');
    const handle = await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, { timeout: 120_000, polling: 500 });
    const probe = (await handle.jsonValue()) as CompareProbeResult;
    return { ...probe, ...(await stopTrace()) };
  } finally {
    await context.close();
  }
}

function print(index: number, r: CompareProbeResult & TaskFigures): void {
  const over50 = (ms: number) => (ms > 0 ? `${ms.toFixed(0)} ms` : 'none over 50 ms');
  console.log(`compare-replies run ${index + 1}: ${r.articles} articles, each ${TOKENS} tokens at ${PER_SECOND} tokens/s at once`);
  console.log(`  render time                ${r.renderMs.toFixed(0)} ms (submit → every reply painted complete)`);
  console.log(`  last token → its frame     ${r.lastTokenToFrameMs.toFixed(1)} ms (the last stream's done → the frame showing every end)`);
  console.log(`  longest main-thread task   ${over50(r.longestTask)} (${r.longTasks} long tasks)`);
  console.log(`    traced, wall time        ${r.longestWallMs.toFixed(0)} ms (${r.over50WallMs} over 50 ms)`);
  console.log(`    traced, CPU time         ${r.longestCpuMs.toFixed(0)} ms (${r.over50CpuMs} over 50 ms)`);
  console.log(`  longest animation frame    ${over50(r.longestFrame)}`);
}

async function main(): Promise<void> {
  const root = builtPageDir();
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) || 1 : 3;
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built page in ${root}: run npm run build first.`);
  const server = await startServer(root, tokenise(shortReply(), TOKENS));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (let i = 0; i < runs; i++) print(i, await run(browser, port));
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
