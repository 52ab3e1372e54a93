/**
 * How fast the changes view shows a long rewrite, in Chromium:
 * - a 10,000-word text in paragraphs with 15% of its words changed;
 * - a 100,000-character document (paragraphs and lists) with 15% of its words changed.
 *
 *   node --import tsx bench/changes-view.ts
 *
 * Builds bench/changes-harness (the changes view as the page shows it once a reply is complete,
 * with the same worker, which has read the reply while it streamed up to its last 1,000
 * characters) into a temporary folder, serves it, and for each text prints the time from the
 * reply's end to the first painted frame of the changes view (comparison in the worker included),
 * to every change mounted, and the longest main-thread task (longtask observer) over that time.
 * It prints and never fails.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { workerOptions } from '../vite-worker-options';
import type { HarnessFigures } from './changes-harness/harness';

const WORDS = (
  'the a of and to in is was for on that with as by it at from this be are or an writer text team plan note ' +
  'quick clear simple brief report launch vendor moved friday check tasks blocked early late again meeting ' +
  'project budget review draft client design update change version reader sentence paragraph language'
).split(' ');
const SWAPS = 'swift plain modest short memo release supplier shifted monday verify duties stalled prompt delayed'.split(' ');

/** A seeded generator, so every run compares the same texts. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** Paragraphs of sentences (and, with `lists`, a bullet list every fifth block), as a person types them. */
function original(words: number, lists: boolean, next: () => number): string {
  const blocks: string[] = [];
  let left = words;
  while (left > 0) {
    const size = Math.min(left, 60 + Math.floor(next() * 90));
    const picked = Array.from({ length: size }, () => WORDS[Math.floor(next() * WORDS.length)] ?? 'the');
    left -= size;
    if (lists && blocks.length % 5 === 4) {
      blocks.push(Array.from({ length: Math.ceil(size / 12) }, (_, i) => `- ${picked.slice(i * 12, i * 12 + 12).join(' ')}`).join('\n'));
      continue;
    }
    const sentences: string[] = [];
    for (let i = 0; i < picked.length; i += 15) {
      const sentence = picked.slice(i, i + 15).join(' ');
      sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    }
    blocks.push(sentences.join(' '));
  }
  return blocks.join('\n\n');
}

/** The model's rewrite: `share` of the words swapped, some of the new words in **bold** (markdown). */
function rewrite(text: string, share: number, next: () => number): string {
  return text.replace(/[a-z]+/g, (word) => {
    if (next() >= share) return word;
    const swap = SWAPS[Math.floor(next() * SWAPS.length)] ?? 'plain';
    return next() < 0.1 ? `**${swap}**` : swap;
  });
}

function serve(root: string) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    let file = join(root, normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise<typeof server>((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function main(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'changes-bench-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve('bench/changes-harness'),
    plugins: [react()],
    worker: workerOptions,
    build: { outDir: out, emptyOutDir: true },
  });
  const server = await serve(out);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const next = random(42);
  const tenThousand = original(10_000, false, next);
  const document = original(19_000, true, next).slice(0, 100_000);
  const cases = [
    { name: '10,000 words, 15% changed', text: tenThousand },
    { name: '100,000 characters, 15% changed', text: document },
  ];
  try {
    console.log(`changes-view (load average ${loadavg().map((n) => n.toFixed(2)).join(', ')})`);
    for (const { name, text } of cases) {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForLoadState('networkidle');
      const reply = rewrite(text, 0.15, next);
      const r = await page.evaluate(([a, b]) => (window as unknown as { runBench: (a: string, b: string) => Promise<HarnessFigures> }).runBench(a ?? '', b ?? ''), [text, reply]);
      console.log(`  ${name}: ${text.length.toLocaleString('en-US')} → ${reply.length.toLocaleString('en-US')} characters, ${r.changes} changes`);
      console.log(`    reply end → view painted   ${r.paintedMs.toFixed(0)} ms`);
      console.log(`    reply end → all mounted    ${r.allMountedMs.toFixed(0)} ms`);
      console.log(`    longest main-thread task   ${r.longTasks === 0 ? 'none over 50 ms' : `${r.longestTaskMs.toFixed(0)} ms (${r.longTasks} over 50 ms)`}`);
      await page.context().close();
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
