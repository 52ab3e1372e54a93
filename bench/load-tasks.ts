/**
 * The page's long tasks at load: from navigation until everything it loads when idle has come.
 *
 *   node --import tsx bench/load-tasks.ts [dist/client] [--runs N]
 *
 * Loads the real app (src/server/app.ts serving the build) in Chromium at 390 px, with the CPU as
 * it is and slowed down four times (Lighthouse's mobile setting), N fresh pages each (default 5).
 * The load ends when no request is in flight and none has started across two idle moments of the
 * page. Prints per run the long tasks (over 50 ms, as the Long Tasks API reports them), their
 * blocking time (each one's time past 50 ms, summed), the longest, and first contentful paint;
 * then the medians, and from a Chromium trace of one slowed run what each long task ran (the
 * scripts evaluated or called in it, longest first). It prints and never fails.
 */
import type { Browser, Page } from '@playwright/test';
import { withBenchApp } from './bench-app';
import type { TraceEvent } from './trace-tasks';
import { median } from './click-to-paint';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 5 : Number(process.argv[runsArg + 1]);
const LONG_TASK_MS = 50;

interface LoadFigures {
  longTasks: number[];
  fcp: number;
}


/** Waits until the page has no request in flight, and starts none, across two of its idle moments (it loads one thing a moment). */
async function loadSettled(page: Page, counts: { inFlight: number; started: number }): Promise<void> {
  for (let settled = 0; settled < 2; ) {
    const started = counts.started;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    settled = counts.inFlight === 0 && counts.started === started ? settled + 1 : 0;
  }
}

async function load(browser: Browser, url: string, slowdown: number, trace: boolean): Promise<LoadFigures & { events?: TraceEvent[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  const counts = { inFlight: 0, started: 0 };
  page.on('request', () => void (counts.inFlight++, counts.started++));
  page.on('requestfinished', () => void counts.inFlight--);
  page.on('requestfailed', () => void counts.inFlight--);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url);
  await loadSettled(page, counts);
  const figures = await page.evaluate(() => ({
    longTasks: (window as unknown as { longTasks: number[] }).longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  const events = trace ? (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents : undefined;
  await context.close();
  return { ...figures, events };
}

const blocking = (tasks: number[]) => tasks.reduce((total, ms) => total + Math.max(0, ms - LONG_TASK_MS), 0);
const shortUrl = (url = '') => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(page)';

/** Each long main-thread task of a trace, with the scripts evaluated or called in it, longest first. */
function describeLongTasks(events: TraceEvent[]): string[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS);
  const WORK = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'FireIdleCallback', 'TimerFire', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'v8.compileModule']);
  return tasks.map((task) => {
    const start = task.ts ?? 0;
    const end = start + (task.dur ?? 0);
    const inside = onMain
      .filter((e) => WORK.has(e.name) && (e.ts ?? 0) >= start && (e.ts ?? 0) + (e.dur ?? 0) <= end)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)} ms`);
    return `${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${inside.join('; ')}`;
  });
}

await withBenchApp(async ({ browser, url }) => {
  for (const slowdown of [1, 4]) {
    const runs: LoadFigures[] = [];
    console.log(`load-tasks: ${RUNS} loads of / at 390 px, CPU slowed ${slowdown}×, until every idle load has come`);
    for (let i = 0; i < RUNS; i++) {
      const run = await load(browser, `${url}/`, slowdown, false);
      runs.push(run);
      const longest = Math.max(0, ...run.longTasks);
      console.log(`  run ${i + 1}: ${run.longTasks.length} long tasks, blocking ${blocking(run.longTasks).toFixed(0)} ms, longest ${longest.toFixed(0)} ms, FCP ${run.fcp.toFixed(0)} ms`);
    }
    const m = (pick: (r: LoadFigures) => number) => median(runs.map(pick)).toFixed(0);
    console.log(`  median: ${m((r) => r.longTasks.length)} long tasks, blocking ${m((r) => blocking(r.longTasks))} ms, longest ${m((r) => Math.max(0, ...r.longTasks))} ms, FCP ${m((r) => r.fcp)} ms`);
  }
  const traced = await load(browser, `${url}/`, 4, true);
  console.log('  what the long tasks of one traced load (CPU slowed 4×) ran:');
  for (const line of describeLongTasks(traced.events ?? [])) console.log(`    ${line}`);
});
