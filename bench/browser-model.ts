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
import { createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { build } from 'vite';
import { BROWSER_MODEL_TEXT, SPEED_PROBE_TOKENS } from '../src/shared/config/browser-model';
import { LOCAL_SAMPLING } from '../src/shared/config/local-models';
import { REPLY_LABELS } from '../src/shared/config/messages';
import { TEST_MODEL_SHAPES, writeTestModel, type TestModelShapeName } from '../scripts/test-model/make-test-model';
import type { FromWorker, GenerationTimings, ToWorker } from '../src/client/browser-model/worker-protocol';
import { startServerProcess, type ServerProcess } from '../tests/server/server-process';
import { loadAverage } from './bench-app';
import { median } from './click-to-paint';
import { serveBuiltPage } from './page-server';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
/** BROWSER_MODEL_CONTEXT, and the n_ctx the bare page loads with (model-worker.ts passes the listed context). */
const CONTEXT = 2048;
/** The same single thread as model-worker.ts (it has no cross-origin isolation for more). */
const THREADS = 1;
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

type Generate = Extract<ToWorker, { type: 'generate' }>;

/** What instrumentModelWorker records in our page (times are the page's performance.now()). */
interface WorkerLog {
  /** Every `generate` the page sent, replayed as they are by the bare page. */
  generates: Generate[];
  enterAt?: number;
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
  /** Enter → the frame that shows the first token (ours only: the bare page draws nothing). */
  paintedMs: number;
  perSecond: number;
  /** llama.cpp's own figure where it reported one (a generation run to its end), else the worker's. */
  reportedPerSecond: number;
  /** The measured prompt in tokens, whole (cached or not): the bare page's count, the same prompt as ours. */
  promptTokens: number;
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

/**
 * The resident memory (VmRSS, MiB) of the largest renderer process of the Chromium whose profile is
 * `profile`: the tab's process, whose dedicated workers (ours and wllama's nested one) are threads
 * of it, so it holds the WebAssembly memory with the model's weights. Chromium's browser and GPU
 * processes, shared by every tab, are left out; so is a spare renderer, if Chromium keeps one.
 */
function rendererMiB(profile: string): number {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        // Raw: a renderer's title is rewritten by Chromium (setproctitle), its arguments then one string.
        return [{ pid: Number(pid), parent, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8') }];
      } catch {
        return []; // ended while read
      }
    });
  const mine = new Set(processes.filter((p) => p.cmdline.includes(`--user-data-dir=${profile}`)).map((p) => p.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) if (mine.has(p.parent) && !mine.has(p.pid)) grew = Boolean(mine.add(p.pid));
  }
  const rss = processes
    .filter((p) => mine.has(p.pid) && p.cmdline.includes('--type=renderer'))
    .map((p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  return Math.max(0, ...rss);
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
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
  await box.fill(text);
  await box.press('Enter');
  if (consentTitle) await page.getByRole('dialog', { name: consentTitle }).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click({ timeout: 30_000 });
  // Every generate resets the log: wait for the reply's, not the speed probe's (the last request).
  await page.waitForFunction(
    ([n, probeTokens]) => {
      const log = (window as unknown as { benchLog: WorkerLog }).benchLog;
      const reply = log.generates.at(-1)?.maxTokens !== probeTokens;
      return reply && (log.deltas.length >= n || log.done !== undefined);
    },
    [tokens, SPEED_PROBE_TOKENS] as const,
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
    await page.goto(server.url);
    // A tab that shows its reply rendered (the default one opens it in `Changes`): the first word is plain text on screen.
    await page.getByRole('tab', { name: PLAIN_TAB }).click();
    await askOurs(page, WARM_UP, 1, BROWSER_MODEL_TEXT.consentTitle(TEST_MODEL_SHAPES[shape].name));
    const log = await askOurs(page, PROMPT, tokens);
    const deltas = log.deltas.slice(0, tokens);
    const timings = log.done!.timings;
    const run: Run = {
      loadMs: log.readyAt! - log.loadingAt!,
      firstTokenMs: deltas[0]! - log.enterAt!,
      paintedMs: log.paintedAt === undefined ? Number.NaN : log.paintedAt - log.enterAt!,
      perSecond: perSecond(deltas),
      reportedPerSecond: timings.completionTokens / (timings.completionMs / 1000),
      promptTokens: Number.NaN,
      rendererMiB: rendererMiB(profile),
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
    const loadMs = await page.evaluate(([name, params]) => (window as unknown as { bench: BarePage }).bench.load(name, params), [BARE_MODEL_NAME, { n_ctx: CONTEXT, n_threads: THREADS, seed: LOCAL_SAMPLING.seed }] as const);
    let last: BareGeneration | undefined;
    let prompt: unknown[] = [];
    for (const [i, { system, messages, maxTokens }] of generates.entries()) {
      prompt = [{ role: 'system', content: system }, ...messages];
      const options = {
        messages: prompt,
        max_tokens: maxTokens,
        temperature: LOCAL_SAMPLING.temperature,
        top_p: LOCAL_SAMPLING.topP,
        top_k: LOCAL_SAMPLING.topK,
        penalty_repeat: LOCAL_SAMPLING.repeatPenalty,
        seed: LOCAL_SAMPLING.seed,
      };
      // As in ours: the speed probe runs whole, the warm-up reply stops at its first token.
      const stopAfter = i === generates.length - 1 ? tokens : maxTokens === SPEED_PROBE_TOKENS ? maxTokens : 1;
      last = await page.evaluate(([o, n]) => (window as unknown as { bench: BarePage }).bench.generate(o, n), [options, stopAfter] as const);
    }
    const arrivals = last!.arrivals.slice(0, tokens);
    const t = last!.timings;
    const rendererAfter = rendererMiB(profile);
    return {
      loadMs,
      firstTokenMs: arrivals[0]! - last!.started,
      paintedMs: Number.NaN,
      perSecond: perSecond(arrivals),
      reportedPerSecond: t && t.predicted_n > 0 ? t.predicted_n / (t.predicted_ms / 1000) : Number.NaN,
      promptTokens: await page.evaluate((messages) => (window as unknown as { bench: BarePage }).bench.promptTokens(messages), prompt),
      rendererMiB: rendererAfter,
    };
  });
}

const cell = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

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
            console.log(`  ${shape} run ${i + 1} ${variant.padEnd(5)}: load ${cell(r.loadMs)} ms, first token ${cell(r.firstTokenMs)} ms (painted ${cell(r.paintedMs)}), ${cell(r.perSecond, 1)} tok/s (reported ${cell(r.reportedPerSecond, 1)}), renderer ${cell(r.rendererMiB)} MiB`);
          }
        }
      } finally {
        await server.stop();
        rmSync(join(dir, file), { force: true });
      }
      const m = (variant: 'ours' | 'alone', figure: (r: Run) => number) => median(runs[variant].map(figure));
      const ratio = m('ours', (r) => r.perSecond) / m('alone', (r) => r.perSecond);
      console.log(`  ${shape}: the measured prompt is ${m('alone', (r) => r.promptTokens)} tokens; ${tokens} tokens measured`);
      for (const variant of ['ours', 'alone'] as const) {
        rows.push(
          [
            shape.padEnd(14),
            (variant === 'ours' ? 'ours' : 'wllama alone').padEnd(12),
            cell(m(variant, (r) => r.loadMs)).padStart(7),
            cell(m(variant, (r) => r.firstTokenMs)).padStart(8),
            cell(m(variant, (r) => r.paintedMs)).padStart(8),
            cell(m(variant, (r) => r.perSecond), 1).padStart(6),
            cell(m(variant, (r) => r.reportedPerSecond), 1).padStart(9),
            (variant === 'ours' ? cell(ratio, 2) : '').padStart(10),
            cell(m(variant, (r) => r.rendererMiB)).padStart(9),
          ].join('  '),
        );
      }
    }
  } finally {
    bareServer.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nbrowser model: ${THREADS} thread, n_ctx ${CONTEXT}, medians of ${RUNS} runs (ours and alone alternating); ${loadAverage()}`);
  console.log(`${'file'.padEnd(14)}  ${'variant'.padEnd(12)}  ${'load ms'.padStart(7)}  ${'1st tok'.padStart(8)}  ${'painted'.padStart(8)}  ${'tok/s'.padStart(6)}  ${'reported'.padStart(9)}  ${'ours/alone'.padStart(10)}  ${'tab MiB'.padStart(9)}`);
  for (const row of rows) console.log(row);
  console.log(`(tok/s over the first ${SHAPES.map((s) => `${s.tokens} (${s.shape})`).join(', ')} tokens as they reached the page's main thread; reported: llama.cpp's own where the reply ran to its end, else the worker's count)`);
}

await main();
