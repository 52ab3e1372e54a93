/**
 * How the page renders a long streamed reply: an 800-word reply with five code blocks, streamed as
 * 1,100 tokens at 500 tokens a second (gpt-oss-120b's pace), against the built page.
 *
 *   node --import tsx bench/render-reply.ts [dist/client]
 *
 * A small local server serves the built page and answers the one call with the event stream, one
 * `delta` event per token, trickled on a timer. Prints the render time (submit → last token painted)
 * and the longest main-thread task (long tasks and long animation frames). It prints and never fails.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { API_PATH } from '../src/shared/api-contract';

const TOKENS = 1100;
const TOKENS_PER_SECOND = 500;
const TICK_MS = 10;
const END_MARK = 'Thatistheend';

const LANGS = ['python', 'ts', 'go', 'sql', 'bash'] as const;
const CODE: Record<(typeof LANGS)[number], string> = {
  python: 'def mean(values):\n    """Average of a list."""\n    return sum(values) / len(values) if values else 0.0',
  ts: 'export function debounce<T extends unknown[]>(fn: (...a: T) => void, ms: number) {\n  let t: ReturnType<typeof setTimeout> | undefined;\n  return (...a: T) => { clearTimeout(t); t = setTimeout(() => fn(...a), ms); };\n}',
  go: 'func Sum(xs []int) int {\n\ttotal := 0\n\tfor _, x := range xs {\n\t\ttotal += x\n\t}\n\treturn total\n}',
  sql: 'SELECT author, COUNT(*) AS posts\nFROM articles\nWHERE published_at > NOW() - INTERVAL \'30 days\'\nGROUP BY author\nORDER BY posts DESC;',
  bash: 'for f in *.md; do\n  wc -w "$f"\ndone | sort -n | tail -5',
};

/** About 800 words of markdown: headings, paragraphs, a list and five fenced code blocks. */
function buildReply(): string {
  const sentence = 'Clear writing keeps each sentence short, puts the subject first and cuts the words that add nothing.';
  const parts: string[] = [];
  for (const [i, lang] of LANGS.entries()) {
    parts.push(`## Section ${i + 1}`, '');
    for (const count of [4, 3]) parts.push(Array.from({ length: count }, () => sentence).join(' '), '');
    parts.push('- **First**, read it aloud.', '- *Then* trim it by a third.', '- Finally, `check` the facts.', '');
    parts.push(`\`\`\`${lang}`, CODE[lang], '```', '');
  }
  parts.push(`${sentence} ${END_MARK}.`);
  return parts.join('\n');
}

/** Cuts the text into `count` pieces along word boundaries, halving long words as a tokeniser would. */
function tokenise(text: string, count: number): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const tokens: string[] = [];
  for (const [index, word] of words.entries()) {
    const stillToCome = words.length - index - 1;
    if (word.length > 4 && tokens.length + 2 + stillToCome <= count) {
      const cut = Math.ceil(word.length / 2);
      tokens.push(word.slice(0, cut), word.slice(cut));
    } else tokens.push(word);
  }
  return tokens;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function startServer(root: string, tokens: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === API_PATH) {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const perTick = (TOKENS_PER_SECOND * TICK_MS) / 1000;
      let sent = 0;
      const started = Date.now();
      const timer = setInterval(() => {
        // Keeps the average pace even when the timer fires late.
        const due = Math.min(tokens.length, Math.round(((Date.now() - started) / TICK_MS + 1) * perTick));
        for (; sent < due; sent++) res.write(`data: ${JSON.stringify({ type: 'delta', text: tokens[sent] })}\n\n`);
        if (sent >= tokens.length) {
          clearInterval(timer);
          res.end(`data: ${JSON.stringify({ type: 'done' })}\n\n`);
        }
      }, TICK_MS);
      // The response's close, not the request's: a request closes as soon as its body is read.
      res.on('close', () => clearInterval(timer));
      return;
    }
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function main(): Promise<void> {
  const root = resolve(process.argv[2] ?? 'dist/client');
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built page in ${root}: run npm run build first.`);
  const reply = buildReply();
  const tokens = tokenise(reply, TOKENS);
  const server = await startServer(root, tokens);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // tsx compiles this file keeping function names through a `__name` helper the page lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(`http://127.0.0.1:${port}/`);
    const box = page.getByRole('textbox', { name: 'Query' });
    await box.fill('Explain clear writing with examples.');
    await page.waitForLoadState('networkidle'); // The markdown chunk is fetched when the page is idle.

    type Result = {
      renderMs: number;
      firstTextMs: number;
      longestTask: number;
      longTasks: number;
      longestFrame: number;
      longestFrameGap: number;
    };
    await page.evaluate((mark) => {
      const w = window as unknown as { __bench: Result | undefined };
      const longest = { task: 0, tasks: 0, frame: 0 };
      const observe = (type: string, onEntry: (duration: number) => void) => {
        try {
          new PerformanceObserver((list) => list.getEntries().forEach((e) => onEntry(e.duration))).observe({ type });
        } catch {
          // Entry type not supported by this Chromium.
        }
      };
      observe('longtask', (d) => {
        longest.task = Math.max(longest.task, d);
        longest.tasks++;
      });
      observe('long-animation-frame', (d) => {
        longest.frame = Math.max(longest.frame, d);
      });
      let start = 0;
      let firstText = 0;
      // Long tasks and long animation frames are only reported above 50 ms; the gap between two
      // frames while the reply streams shows the smaller stalls too (16.7 ms is a smooth 60 Hz).
      let longestFrameGap = 0;
      let lastFrame = 0;
      const onFrame = (now: number) => {
        if (start !== 0 && lastFrame !== 0) longestFrameGap = Math.max(longestFrameGap, now - lastFrame);
        lastFrame = now;
        if (w.__bench === undefined) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      document.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && start === 0) start = performance.now();
      }, { capture: true });
      const observer = new MutationObserver(() => {
        const region = document.querySelector('section[aria-label="Reply"]');
        if (!region || start === 0) return;
        if (firstText === 0) firstText = performance.now() - start;
        if (!region.textContent?.includes(mark)) return;
        observer.disconnect();
        // The next frame starts once the frame holding the last token has been painted.
        requestAnimationFrame(() => {
          w.__bench = {
            renderMs: performance.now() - start,
            firstTextMs: firstText,
            longestTask: longest.task,
            longTasks: longest.tasks,
            longestFrame: longest.frame,
            longestFrameGap,
          };
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, END_MARK);
    await box.press('Enter');
    const handle = await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, { timeout: 30_000 });
    const result = (await handle.jsonValue()) as Result;
    const words = reply.split(/\s+/).filter(Boolean).length;
    const streamMs = (TOKENS / TOKENS_PER_SECOND) * 1000;
    console.log(`render-reply: ${words} words, ${tokens.length} tokens at ${TOKENS_PER_SECOND} tokens/s (stream ≈ ${streamMs} ms)`);
    console.log(`  first text painted     ${result.firstTextMs.toFixed(0)} ms after submit`);
    console.log(`  render time            ${result.renderMs.toFixed(0)} ms (submit → last token painted)`);
    const over50 = (ms: number) => (ms > 0 ? `${ms.toFixed(0)} ms` : 'none over 50 ms');
    console.log(`  longest main-thread task ${over50(result.longestTask)} (${result.longTasks} long tasks)`);
    console.log(`  longest animation frame  ${over50(result.longestFrame)}`);
    console.log(`  longest gap between frames while streaming ${result.longestFrameGap.toFixed(1)} ms`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
