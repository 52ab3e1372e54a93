/**
 * The model in the browser (provider `browser`) through our page and worker against wllama alone,
 * on the same file, browser, thread count (1), context, prompt and sampling, side by side in one
 * run: for the tiny test model and for a random file shaped like Qwen2.5-0.5B (both written by
 * scripts/test-model). Needs `npm run build` first.
 *
 *   node --import tsx bench/browser-model.ts [--runs N] [--tiny-only]
 *
 * ours: the built server lists the file as BROWSER_MODEL; a fresh Chromium profile opens the page,
 * asks a first question (consent, download into OPFS, load, the speed probe; the reply is stopped at
 * its first token), then the measured one: Enter → the first `delta` message from the model worker
 * on the main thread, → the frame that shows it, and tokens a second over the first TOKENS deltas
 * (then the page's Stop). alone: a bare page built by the same Vite uses @wllama/wllama on its main
 * thread (wllama starts its own worker), stores the same file in OPFS, loads it with the params
 * model-worker.ts passes, and replays exactly the `generate` requests our page sent (so the prompt
 * cache is warmed alike), measuring the last one the same way. Runs alternate (ours first, then
 * alone first, …) so a busy machine weighs on both alike. It prints medians and never fails.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { build } from 'vite';
import { BROWSER_MODEL_TEXT, SPEED_PROBE_TOKENS } from '../src/shared/config/browser-model';
import { REPLY_LABELS } from '../src/shared/config/messages';
import { TEST_MODEL_SHAPES, writeTestModel, type TestModelShapeName } from '../scripts/test-model/make-test-model';
import type { FromWorker, GenerationTimings, ToWorker } from '../src/client/browser-model/worker-protocol';
import { wllamaLoadParams, WLLAMA_SAMPLING } from '../src/client/browser-model/wllama-params';
import { startServerProcess, type ServerProcess } from '../tests/server/server-process';
import { loadAverage } from './bench-app';
import { median } from './click-to-paint';
import { serveBuiltPage } from './page-server';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
/** BROWSER_MODEL_CONTEXT, and the n_ctx the bare page loads with (model-worker.ts passes the listed context). */
const CONTEXT = 2048;
// The tiny model never ends a reply by itself; the default-shaped one writes 2–3 tokens a second
// on one core of WebAssembly, so its measured reply is cut at a few dozen tokens.
const SHAPES: { shape: TestModelShapeName; tokens: number }[] = process.argv.includes('--tiny-only')
  ? [{ shape: 'tiny', tokens: 200 }]
  : [
      { shape: 'tiny', tokens: 200 },
      { shape: 'default-shaped', tokens: 40 },
    ];
/** The first question: it makes the page download, load and measure; stopped at its first token. */
const WARM_UP = 'Hello there.';
/** The measured question: short, as the default-shaped model reads a prompt slowly. */
const PROMPT = 'hey team, the report is late again, can we talk about it tomorrow? thanks';
// Under node_modules (so that the bare page's imports resolve, and no lint or typecheck reads it).
const WORK = resolve('node_modules/.cache/browser-model-bench');
const BARE_MODEL_NAME = 'bench.gguf';
const PLAIN_TAB = 'Summarise';
/**
 * A pause before the measured reply, in both variants: a stopped generation ends in llama.cpp a
 * token or so later, and the measured one must not start behind it (the bare page, with no page
 * to drive, would otherwise ask at once and pay for it in its first token).
 */
const SETTLE_MS = 1000;

type Generate = Extract<ToWorker, { type: 'generate' }>;

/** What instrumentModelWorker records in our page (times are the page's performance.now()). */
interface WorkerLog {
  /** Every `generate` the page sent, replayed as they are by the bare page. */
  generates: Generate[];
  enterAt?: number;
  /** When the page sent the latest `generate` to its worker. */
  generateAt?: number;
  loadingAt?: number;
  readyAt?: number;
  /** When each `delta` of the latest generation reached the main thread. */
  deltas: number[];
  /** Just after the frame that first showed the latest generation's text. */
  paintedAt?: number;
  done?: { timings: GenerationTimings; stopped: boolean };
}

/** One measured generation of either variant. */
interface Run {
  loadMs: number;
  firstTokenMs: number;
  /** Enter → the page sends `generate` to its worker (ours only): the page's part of the first token's wait. */
  sentMs: number;
  /** Enter → the frame that shows the first token (ours only: the bare page draws nothing). */
  paintedMs: number;
  perSecond: number;
  /** llama.cpp's own figure where it reported one (a generation run to its end), else the worker's. */
  reportedPerSecond: number;
  /** The measured prompt in tokens, whole (cached or not): the bare page's count, the same prompt as ours. */
  promptTokens: number;
  /**
   * CPU time of the measured reply (Enter → its end, prompt included) per token generated, on the
   * tab's main thread and on its dedicated workers (llama.cpp's thread): unlike wall time, what a
   * busy machine does not stretch.
   */
  mainCpuPerToken: number;
  workerCpuPerToken: number;
  /** The tab's renderer's resident memory after the reply (VmRSS, MiB; see tabRenderer). */
  rendererMiB: number;
}

/**
 * Runs in our page before its scripts (an init script): wraps `Worker` so that the model worker's
 * messages are timestamped on the main thread as the page receives them (our listener is added in
 * the constructor, before worker-client.ts adds its own), and records the requests the page sends.
 */
function instrumentModelWorker(probeTokens: number): void {
  const log: WorkerLog = { generates: [], deltas: [] };
  (window as unknown as { benchLog: WorkerLog }).benchLog = log;
  document.addEventListener('keydown', (event) => event.key === 'Enter' && (log.enterAt = event.timeStamp), { capture: true });
  const outputBody = () => document.querySelector('section.output .output__body');
  let observer: MutationObserver | undefined;
  /** The first frame where the reply shows `text` (the previous reply's body does not count). */
  const watchPaint = (text: string) => {
    const before = outputBody();
    const beforeText = before?.textContent;
    observer = new MutationObserver(() => {
      const body = outputBody();
      const shown = body?.textContent ?? '';
      if (!body || (body === before && shown === beforeText) || !shown.trim().startsWith(text.trim())) return;
      observer?.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (log.paintedAt = performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (options?.name !== 'browser-model') return;
      this.addEventListener('message', (event: MessageEvent<FromWorker>) => {
        const at = performance.now();
        const message = event.data;
        if (message.type === 'loading') log.loadingAt = at;
        if (message.type === 'ready' && log.loadingAt !== undefined) log.readyAt ??= at;
        if (message.type === 'delta') {
          // The speed probe's text is never shown.
          if (log.deltas.length === 0 && log.generates.at(-1)?.maxTokens !== probeTokens) watchPaint(message.text);
          log.deltas.push(at);
        }
        if (message.type === 'done') log.done = { timings: message.timings, stopped: message.stopped };
      });
    }

    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      const request = message as Partial<Generate>;
      if (request.type === 'generate') {
        log.generates.push(request as Generate);
        log.generateAt = performance.now();
        observer?.disconnect();
        log.deltas = [];
        log.paintedAt = undefined;
        log.done = undefined;
      }
      if (Array.isArray(options)) super.postMessage(message, options);
      else super.postMessage(message, options);
    }
  };
}

/** The bare page: wllama on the main thread with the params and sampling model-worker.ts uses. */
const BARE_PAGE = `
import { Wllama } from '@wllama/wllama';
import wasmUrl from '@wllama/wllama/esm/wasm/wllama.wasm?url';

let wllama;
const folder = () => navigator.storage.getDirectory();
window.bench = {
  // Into OPFS as our worker stores it, so that both load from an OPFS File.
  async store(url, name) {
    const handle = await (await folder()).getFileHandle(name, { create: true });
    await (await fetch(url)).body.pipeTo(await handle.createWritable());
  },
  async load(name, params) {
    const file = await (await (await folder()).getFileHandle(name)).getFile();
    const started = performance.now();
    wllama = new Wllama({ default: wasmUrl }, { suppressNativeLog: true });
    await wllama.loadModel([file], params);
    return performance.now() - started;
  },
  async generate(options, stopAfter) {
    const stop = new AbortController();
    const arrivals = [];
    let last;
    const started = performance.now();
    try {
      const stream = await wllama.createChatCompletion({ ...options, stream: true, abortSignal: stop.signal });
      for await (const chunk of stream) {
        last = chunk;
        const text = chunk.choices[0]?.delta.content;
        if (typeof text !== 'string' || text === '') continue;
        arrivals.push(performance.now());
        if (arrivals.length >= stopAfter) stop.abort();
      }
    } catch (error) {
      if (!stop.signal.aborted) throw error;
    }
    return { started, arrivals, timings: last?.timings ?? null };
  },
  // The prompt's whole length (usage counts cached tokens too; the timings count only the new ones).
  async promptTokens(messages) {
    const reply = await wllama.createChatCompletion({ messages, max_tokens: 1 });
    return reply.usage?.prompt_tokens ?? NaN;
  },
};
`;

interface BareGeneration {
  started: number;
  arrivals: number[];
  timings: { prompt_n: number; prompt_ms: number; predicted_n: number; predicted_ms: number } | null;
}
interface BarePage {
  store(url: string, name: string): Promise<void>;
  load(name: string, params: { n_ctx: number; n_threads: number; seed: number }): Promise<number>;
  generate(options: Record<string, unknown>, stopAfter: number): Promise<BareGeneration>;
  promptTokens(messages: unknown[]): Promise<number>;
}

async function buildBarePage(): Promise<string> {
  const source = join(WORK, 'src');
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>wllama alone</title></head><body><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(join(source, 'main.js'), BARE_PAGE);
  const outDir = join(WORK, 'dist');
  await build({ root: source, configFile: false, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** The bare page, and `/models/<file>` from `modelsDir` as the built server serves it. */
async function serveBare(root: string, modelsDir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const model = /^\/models\/([\w.-]+\.gguf)$/.exec(req.url ?? '')?.[1];
    if (!model) return serveBuiltPage(root, req, res);
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    createReadStream(join(modelsDir, model)).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The fields of /proc/<pid>/stat after the command's name (the first is field 3, the state). */
const statFields = (path: string) => {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/**
 * The tab's renderer process in the Chromium whose profile is `profile`: the largest renderer (by
 * resident memory) among the browser's descendants. Its dedicated workers (ours and wllama's nested
 * one) are threads of it, so it holds the WebAssembly memory with the model's weights. Chromium's
 * browser and GPU processes, shared by every tab, are left out; so is a spare renderer, if any.
 */
function tabRenderer(profile: string): number {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Raw: a renderer's title is rewritten by Chromium (setproctitle), its arguments then one string.
        return [{ pid: Number(pid), parent: Number(statFields(`/proc/${pid}/stat`)[1]), cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8') }];
      } catch {
        return []; // ended while read
      }
    });
  const mine = new Set(processes.filter((p) => p.cmdline.includes(`--user-data-dir=${profile}`)).map((p) => p.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) if (mine.has(p.parent) && !mine.has(p.pid)) grew = Boolean(mine.add(p.pid));
  }
  const renderers = processes.filter((p) => mine.has(p.pid) && p.cmdline.includes('--type=renderer')).map((p) => ({ pid: p.pid, rss: rssMiB(p.pid) }));
  const largest = renderers.sort((a, b) => b.rss - a.rss)[0];
  if (!largest) throw new Error(`no renderer process of the Chromium in ${profile}`);
  return largest.pid;
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU time (user + system, ms) of a renderer's threads so far: its main thread, its dedicated workers, the rest. */
interface ThreadCpu {
  main: number;
  workers: number;
}
function threadCpu(pid: number): ThreadCpu {
  const cpu: ThreadCpu = { main: 0, workers: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      // The main thread is the process's first (its comm is the program's name); the others are
      // named by Chromium (comm keeps 15 characters).
      if (tid === String(pid)) cpu.main += ms;
      else if (name.startsWith('DedicatedWorker')) cpu.workers += ms;
    } catch {
      // a thread that ended while read
    }
  }
  return cpu;
}

/** What a measured reply cost the tab: its CPU between two readings, per token, and its memory after. */
function tabCost(pid: number, before: ThreadCpu, tokens: number): Pick<Run, 'mainCpuPerToken' | 'workerCpuPerToken' | 'rendererMiB'> {
  const after = threadCpu(pid);
  return { mainCpuPerToken: (after.main - before.main) / tokens, workerCpuPerToken: (after.workers - before.workers) / tokens, rendererMiB: rssMiB(pid) };
}

/** A fresh profile of Debian's Chromium (playwright.config.ts's launch): no stored model, no service worker. */
async function withFreshBrowser<T>(use: (context: BrowserContext, profile: string) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-browser-model-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  // tsx names the functions it compiles with a helper the page does not have.
  await context.addInitScript('window.__name = (fn) => fn;');
  try {
    return await use(context, profile);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const perSecond = (times: number[]) => (times.length < 2 ? Number.NaN : (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000));
const readLog = (page: Page) => page.evaluate(() => (window as unknown as { benchLog: WorkerLog }).benchLog);

/** Asks `text` in our page and waits until `tokens` deltas came (then presses Stop) or the reply ended. */
async function askOurs(page: Page, text: string, tokens: number, consentTitle?: string): Promise<WorkerLog> {
  const earlier = (await readLog(page)).generates.length;
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
  await box.fill(text);
  await box.press('Enter');
  if (consentTitle) await page.getByRole('dialog', { name: consentTitle }).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click({ timeout: 30_000 });
  // Every generate resets the log: wait for this reply's (sent after Enter), not the speed probe's.
  await page.waitForFunction(
    ([n, probeTokens, before]) => {
      const log = (window as unknown as { benchLog: WorkerLog }).benchLog;
      const reply = log.generates.length > before && log.generates.at(-1)?.maxTokens !== probeTokens;
      return reply && (log.deltas.length >= n || log.done !== undefined);
    },
    [tokens, SPEED_PROBE_TOKENS, earlier] as const,
    { timeout: 600_000 },
  );
  if ((await readLog(page)).done === undefined) await page.getByRole('button', { name: REPLY_LABELS.stop }).click();
  await page.waitForFunction(() => (window as unknown as { benchLog: WorkerLog }).benchLog.done !== undefined, undefined, { timeout: 60_000 });
  // The frame that shows the text may come just after the last delta.
  await page.waitForFunction(() => (window as unknown as { benchLog: WorkerLog }).benchLog.paintedAt !== undefined, undefined, { timeout: 10_000 }).catch(() => {});
  return readLog(page);
}

async function runOurs(server: ServerProcess, shape: TestModelShapeName, tokens: number): Promise<{ run: Run; generates: Generate[] }> {
  return withFreshBrowser(async (context, profile) => {
    await context.addInitScript(instrumentModelWorker, SPEED_PROBE_TOKENS);
    const page = await context.newPage();
    // On a shared machine something else may end it: say so, with what it printed.
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) throw new Error(`the server ended (${exitCode ?? signalCode}):\n${server.output()}`);
    await page.goto(server.url);
    // A tab that shows its reply rendered (the default one opens it in `Changes`): the first word is plain text on screen.
    await page.getByRole('tab', { name: PLAIN_TAB }).click();
    await askOurs(page, WARM_UP, 1, BROWSER_MODEL_TEXT.consentTitle(TEST_MODEL_SHAPES[shape].name));
    await page.waitForTimeout(SETTLE_MS);
    const renderer = tabRenderer(profile);
    const before = threadCpu(renderer);
    const log = await askOurs(page, PROMPT, tokens);
    const deltas = log.deltas.slice(0, tokens);
    const timings = log.done!.timings;
    const run: Run = {
      loadMs: log.readyAt! - log.loadingAt!,
      firstTokenMs: deltas[0]! - log.enterAt!,
      sentMs: log.generateAt! - log.enterAt!,
      paintedMs: log.paintedAt === undefined ? Number.NaN : log.paintedAt - log.enterAt!,
      perSecond: perSecond(deltas),
      reportedPerSecond: timings.completionTokens / (timings.completionMs / 1000),
      promptTokens: Number.NaN,
      ...tabCost(renderer, before, log.deltas.length),
    };
    return { run, generates: log.generates };
  });
}

async function runAlone(pageUrl: string, file: string, generates: Generate[], tokens: number): Promise<Run> {
  return withFreshBrowser(async (context, profile) => {
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => 'bench' in window);
    await page.evaluate(([url, name]) => (window as unknown as { bench: BarePage }).bench.store(url, name), [`${pageUrl}/models/${file}`, BARE_MODEL_NAME] as const);
    const loadMs = await page.evaluate(([name, params]) => (window as unknown as { bench: BarePage }).bench.load(name, params), [BARE_MODEL_NAME, wllamaLoadParams(CONTEXT)] as const);
    const renderer = tabRenderer(profile);
    let before = threadCpu(renderer);
    let last: BareGeneration | undefined;
    let prompt: unknown[] = [];
    for (const [i, { system, messages, maxTokens }] of generates.entries()) {
      prompt = [{ role: 'system', content: system }, ...messages];
      const options = {
        messages: prompt,
        max_tokens: maxTokens,
        ...WLLAMA_SAMPLING,
      };
      // As in ours: the speed probe runs whole, the warm-up reply stops at its first token.
      const measured = i === generates.length - 1;
      const stopAfter = measured ? tokens : maxTokens === SPEED_PROBE_TOKENS ? maxTokens : 1;
      if (measured) {
        await page.waitForTimeout(SETTLE_MS);
        before = threadCpu(renderer);
      }
      last = await page.evaluate(([o, n]) => (window as unknown as { bench: BarePage }).bench.generate(o, n), [options, stopAfter] as const);
    }
    const arrivals = last!.arrivals.slice(0, tokens);
    const t = last!.timings;
    const cost = tabCost(renderer, before, last!.arrivals.length);
    return {
      loadMs,
      firstTokenMs: arrivals[0]! - last!.started,
      sentMs: Number.NaN,
      paintedMs: Number.NaN,
      perSecond: perSecond(arrivals),
      reportedPerSecond: t && t.predicted_n > 0 ? t.predicted_n / (t.predicted_ms / 1000) : Number.NaN,
      promptTokens: await page.evaluate((messages) => (window as unknown as { bench: BarePage }).bench.promptTokens(messages), prompt),
      ...cost,
    };
  });
}

const cell = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const pad = (text: string, width: number, left = false) => (left ? text.padEnd(width) : text.padStart(width));
const medianOf = (runs: Run[], figure: (run: Run) => number, digits = 0) => cell(median(runs.map(figure)), digits);

/** The table's columns: each a title, a width and its value from a file's runs of one variant. */
const COLUMNS: { title: string; width: number; left?: boolean; value: (shape: string, variant: 'ours' | 'alone', runs: Run[], ratio: number) => string }[] = [
  { title: 'file', width: 14, left: true, value: (shape) => shape },
  { title: 'variant', width: 12, left: true, value: (_, variant) => (variant === 'ours' ? 'ours' : 'wllama alone') },
  { title: 'load ms', width: 7, value: (_, __, runs) => medianOf(runs, (r) => r.loadMs) },
  { title: '1st token ms', width: 12, value: (_, __, runs) => medianOf(runs, (r) => r.firstTokenMs) },
  { title: 'sent ms', width: 7, value: (_, __, runs) => medianOf(runs, (r) => r.sentMs) },
  { title: 'painted ms', width: 10, value: (_, __, runs) => medianOf(runs, (r) => r.paintedMs) },
  { title: 'tok/s', width: 6, value: (_, __, runs) => medianOf(runs, (r) => r.perSecond, 1) },
  { title: 'ours/alone', width: 10, value: (_, variant, __, ratio) => (variant === 'ours' ? cell(ratio, 2) : '') },
  { title: 'main CPU ms/tok', width: 15, value: (_, __, runs) => medianOf(runs, (r) => r.mainCpuPerToken, 1) },
  { title: 'worker CPU ms/tok', width: 17, value: (_, __, runs) => medianOf(runs, (r) => r.workerCpuPerToken, 1) },
  { title: 'tab MiB', width: 7, value: (_, __, runs) => medianOf(runs, (r) => r.rendererMiB) },
];

async function main(): Promise<void> {
  const barePage = await buildBarePage();
  const dir = mkdtempSync(join(tmpdir(), 'bench-browser-models-'));
  const { url: bareUrl, server: bareServer } = await serveBare(barePage, dir);
  const rows: string[] = [];
  console.log(loadAverage());
  try {
    for (const { shape, tokens } of SHAPES) {
      const file = `${shape}.gguf`;
      await writeTestModel(join(dir, file), TEST_MODEL_SHAPES[shape]);
      const server = await startServerProcess({ MODELS_DIR: dir, BROWSER_MODEL: file, BROWSER_MODEL_CONTEXT: String(CONTEXT), RATE_LIMIT_PER_MINUTE: '0', STATIC_DIR: 'dist/client' });
      const runs: Record<'ours' | 'alone', Run[]> = { ours: [], alone: [] };
      let generates: Generate[] = [];
      try {
        for (let i = 0; i < RUNS; i++) {
          // Ours first on even runs (the first one also gives the requests to replay), alone first on odd ones.
          for (const variant of i % 2 === 0 ? (['ours', 'alone'] as const) : (['alone', 'ours'] as const)) {
            if (variant === 'ours') {
              const result = await runOurs(server, shape, tokens);
              generates = result.generates;
              runs.ours.push(result.run);
            } else runs.alone.push(await runAlone(bareUrl, file, generates, tokens));
            const r = runs[variant].at(-1)!;
            console.log(`  ${shape} run ${i + 1} ${variant.padEnd(5)}: load ${cell(r.loadMs)} ms, first token ${cell(r.firstTokenMs)} ms (sent ${cell(r.sentMs)}, painted ${cell(r.paintedMs)}), ${cell(r.perSecond, 1)} tok/s (reported ${cell(r.reportedPerSecond, 1)}), CPU a token: main ${cell(r.mainCpuPerToken, 1)} ms, workers ${cell(r.workerCpuPerToken, 1)} ms, renderer ${cell(r.rendererMiB)} MiB`);
          }
        }
      } finally {
        await server.stop();
        rmSync(join(dir, file), { force: true });
      }
      const ratio = median(runs.ours.map((r) => r.perSecond)) / median(runs.alone.map((r) => r.perSecond));
      console.log(`  ${shape}: the measured prompt is ${median(runs.alone.map((r) => r.promptTokens))} tokens; ${tokens} tokens measured`);
      for (const variant of ['ours', 'alone'] as const) rows.push(COLUMNS.map(({ width, left, value }) => pad(value(shape, variant, runs[variant], ratio), width, left)).join('  '));
    }
  } finally {
    bareServer.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nbrowser model: ${wllamaLoadParams(CONTEXT).n_threads} thread, n_ctx ${CONTEXT}, medians of ${RUNS} runs (ours and alone alternating); ${loadAverage()}`);
  console.log(COLUMNS.map(({ title, width, left }) => pad(title, width, left)).join('  '));
  for (const row of rows) console.log(row);
  console.log('load: loading → ready (ours) or loadModel (alone) of the stored file; first token: Enter (ours) or the call (alone) → the first token on the main thread; sent: Enter → `generate` posted to our worker; painted: Enter → the frame showing it;');
  console.log("tok/s: tokens over the measured ones' arrival on the main thread; CPU ms a token: the measured reply's (prompt included), main thread and dedicated workers; tab MiB: the tab's renderer's RSS after it.");
}

await main();
