/**
 * The page's long tasks at load as a browser with no DevTools attached runs them.
 *
 *   npm run build && node --import tsx bench/bare-load.ts [dist/client] [--runs N]
 *
 * Why: Lighthouse and Playwright drive Chromium through DevTools, and what they turn on (network
 * events with each request's initiator stack, async stack traces) makes V8 record stacks while the
 * page starts, which adds to the main thread's work at load (compare load-tasks.ts, which goes
 * through Playwright, on the same build). This bench starts Chromium's headless shell itself and
 * speaks to it over its DevTools pipe with only the Page domain on (it records no stacks): it adds
 * the long-task observer before the page's own scripts, slows the CPU, navigates and reads the
 * figures back. The app runs as `npm start` serves it (dist/server/main.js).
 *
 * N fresh pages each (default 5) with the CPU as it is and slowed four times (Lighthouse's mobile
 * setting): long tasks (over 50 ms), their blocking time (each one's time past 50 ms, summed), the
 * longest, first contentful paint, and how long the page's entry module took to run (its first and
 * last statement, marked by the bench in a copy of the build). It prints and never fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './click-to-paint';
import { builtPageDir } from './page-server';
import { pageScripts } from '../vite-start-after-paint';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 5 : Number(process.argv[runsArg + 1]);
const PORT = 3925;
const LONG_TASK_MS = 50;
/** A load has settled when the page has fetched nothing new for this long. */
const QUIET_MS = 1500;

interface LoadFigures {
  longTasks: number[];
  fcp: number;
  entryMs: number;
}

/** In the page before its own scripts: the long tasks, kept for the bench to read. */
const OBSERVE = `window.__longTasks = []; new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`;

/**
 * A copy of the build whose entry module marks its first and last statement, served without its
 * precompressed copies (the server would send those, unmarked).
 */
function markedCopy(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'bare-load-'));
  cpSync(root, copy, { recursive: true });
  const entry = pageScripts(readFileSync(join(root, 'index.html'), 'utf8'))[0];
  if (!entry) throw new Error(`${root}/index.html names no script started after the first paint`);
  const file = join(copy, entry);
  const lines = readFileSync(file, 'utf8').split('\n');
  const body = lines.findIndex((line) => !line.startsWith('import'));
  lines.splice(body, 0, 'window.__entryStart = performance.now();');
  writeFileSync(file, `${lines.join('\n')}\nwindow.__entryEnd = performance.now();\n`);
  for (const name of readdirSync(join(copy, 'assets'))) if (/\.(br|gz)$/.test(name)) rmSync(join(copy, 'assets', name));
  return copy;
}

/** Chromium's headless shell, driven over its DevTools pipe (fds 3 and 4), one message at a time. */
function startBrowser(): { send: (method: string, params?: object, sessionId?: string) => Promise<Record<string, unknown>>; close: () => Promise<void> } {
  // In a process group of its own: a browser killed alone leaves its renderers running (spinning,
  // seen at a third of a core each), and each run's would slow the next.
  const browser: ChildProcess = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', ['--no-sandbox', '--remote-debugging-pipe', '--window-size=390,844'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  const input = browser.stdio[3] as NodeJS.WritableStream;
  const output = browser.stdio[4] as NodeJS.ReadableStream;
  const pending = new Map<number, (result: Record<string, unknown>) => void>();
  let buffered = '';
  output.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let end;
    while ((end = buffered.indexOf('\0')) !== -1) {
      const message = JSON.parse(buffered.slice(0, end)) as { id?: number; result?: Record<string, unknown> };
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) pending.get(message.id)?.(message.result ?? {});
    }
  });
  let id = 0;
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      pending.set(++id, resolve);
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const close = async () => {
    void send('Browser.close');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    try {
      process.kill(-(browser.pid ?? 0), 'SIGKILL');
    } catch {
      // The group has gone already.
    }
  };
  return { send, close };
}

async function load(url: string, slowdown: number): Promise<LoadFigures> {
  const { send, close } = startBrowser();
  try {
    const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    // The Page domain runs scripts added to new documents only while it is on; it records no stacks.
    await send('Page.enable', {}, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE }, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
    await send('Page.navigate', { url }, sessionId);
    const read = async <T>(expression: string) => ((await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as { result: { value: T } }).result.value;
    for (let fetched = -1, quiet = 0; quiet * 250 < QUIET_MS; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await read<number>('performance.getEntriesByType("resource").length');
      quiet = now === fetched ? quiet + 1 : 0;
      fetched = now;
    }
    return await read<LoadFigures>(
      `({ longTasks: window.__longTasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, entryMs: window.__entryEnd - window.__entryStart })`,
    );
  } finally {
    await close();
  }
}

const blocking = (tasks: number[]) => tasks.reduce((total, ms) => total + Math.max(0, ms - LONG_TASK_MS), 0);

async function main(): Promise<void> {
  const root = markedCopy(builtPageDir());
  const app = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', GROQ_API_KEY: 'gsk_bare_load_never_used', STATIC_DIR: root },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${PORT}/`).then((res) => res.ok, () => false)); i++) await new Promise((ok) => setTimeout(ok, 100));
    for (const slowdown of [1, 4]) {
      console.log(`bare-load: ${RUNS} loads of / at 390 px in a browser with no stacks recorded, CPU slowed ${slowdown}×`);
      const runs: LoadFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await load(`http://127.0.0.1:${PORT}/`, slowdown);
        runs.push(run);
        console.log(`  run ${i + 1}: ${run.longTasks.length} long tasks (${run.longTasks.map(Math.round).join(', ')} ms), blocking ${blocking(run.longTasks).toFixed(0)} ms, FCP ${run.fcp.toFixed(0)} ms, entry module ran ${run.entryMs.toFixed(0)} ms`);
      }
      const m = (pick: (r: LoadFigures) => number) => median(runs.map(pick)).toFixed(0);
      console.log(`  median: ${m((r) => r.longTasks.length)} long tasks, blocking ${m((r) => blocking(r.longTasks))} ms, longest ${m((r) => Math.max(0, ...r.longTasks))} ms, FCP ${m((r) => r.fcp)} ms, entry module ${m((r) => r.entryMs)} ms`);
    }
  } finally {
    app.kill();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
