/**
 * A 100,000-character document through the built page, against a local stand-in for the server
 * whose every call streams its reply at 500 tokens a second (gpt-oss-120b's pace):
 *
 *   node --import tsx bench/long-document.ts [dist/client]
 *
 * The page opens on its default mode (a rewrite: parts of about 3,500 characters, each reply as
 * long as its part). Printed: how many calls and how they overlapped; time from submit to the
 * first upstream byte, to the first text painted, and to the last text painted; the first paint
 * after the first byte (target: within 300 ms); the longest main-thread task while the parts
 * stream (target: none over 50 ms; traced wall and CPU time too); the JS heap before, at its
 * highest while streaming, and after. It prints and never fails.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { API_PATH } from '../src/shared/api-contract';
import { QUERY_SEPARATOR } from '../src/shared/compose-prompt';
import { installDocumentProbe, type DocumentProbe } from './document-probe';
import { builtPageDir, serveBuiltPage, trickleTokens } from './page-server';
import { traceTasks } from './trace-tasks';

const TOKENS_PER_SECOND = 500;

/** Paragraphs of plain prose with some markdown, 100,000 characters in all. */
function document100k(): string {
  const paragraphs: string[] = [];
  for (let n = 1; paragraphs.join('\n\n').length < 100_000; n++) {
    const sentences = Array.from({ length: 8 }, (_, s) => `Sentence ${s + 1} of paragraph ${n} is *plain* prose about writing **long documents** well.`);
    paragraphs.push(n % 10 === 0 ? `## Section ${n / 10}` : sentences.join(' '));
  }
  return paragraphs.join('\n\n').slice(0, 100_000);
}

interface CallLog {
  started: number;
  firstByte: number;
  ended: number;
}

function startServer(root: string, calls: CallLog[]): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === API_PATH) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const query = (JSON.parse(body) as { query: string }).query;
        // The reply is as long as the part (a rewrite), in tokens of about four characters.
        const reply = query.slice(query.indexOf(QUERY_SEPARATOR) + QUERY_SEPARATOR.length);
        const tokens = reply.match(/[^]{1,4}/g) ?? [];
        const log: CallLog = { started: Date.now(), firstByte: 0, ended: 0 };
        calls.push(log);
        trickleTokens(res, tokens, TOKENS_PER_SECOND, { onFirstByte: (at) => (log.firstByte = at), onEnd: (at) => (log.ended = at) });
      });
      return;
    }
    serveBuiltPage(root, req, res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

function mostAtOnce(calls: CallLog[]): number {
  const edges = calls.flatMap((c) => [
    [c.started, 1],
    [c.ended, -1],
  ]);
  edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let now = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (now += step!));
  return most;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const root = builtPageDir();
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built page in ${root}: run npm run build first.`);
  const calls: CallLog[] = [];
  const server = await startServer(root, calls);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(installDocumentProbe);
    await page.goto(`http://127.0.0.1:${port}/`);
    const box = page.getByRole('textbox', { name: 'Query' });
    const doc = document100k();
    await box.fill(doc);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async (collect: boolean) => {
      if (collect) await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const heapBefore = await heap(true);
    const stopTrace = await traceTasks(browser, page);
    await box.press('Enter');
    let heapPeak = 0;
    let probe: DocumentProbe | undefined;
    while (!probe) {
      heapPeak = Math.max(heapPeak, await heap(false));
      probe = await page.evaluate(() => (window as unknown as { __documentBench?: DocumentProbe }).__documentBench);
      if (!probe) await page.waitForTimeout(500);
    }
    const traced = await stopTrace();
    const heapAfter = await heap(true);
    const firstByte = Math.min(...calls.map((c) => c.firstByte));
    const lastByte = Math.max(...calls.map((c) => c.ended));
    const over50 = (ms: number) => (ms > 0 ? `${ms.toFixed(0)} ms` : 'none over 50 ms');
    console.log(`long-document: ${doc.length.toLocaleString('en-US')} characters, ${calls.length} calls, at most ${mostAtOnce(calls)} at once, each streamed at ${TOKENS_PER_SECOND} tokens/s`);
    console.log(`  first upstream byte        ${(firstByte - probe.submitAt).toFixed(0)} ms after submit`);
    console.log(`  first text painted         ${(probe.firstPaintAt - probe.submitAt).toFixed(0)} ms after submit, ${(probe.firstPaintAt - firstByte).toFixed(0)} ms after the first upstream byte`);
    console.log(`  last text painted          ${(probe.lastPaintAt - probe.submitAt).toFixed(0)} ms after submit, ${(probe.lastPaintAt - lastByte).toFixed(0)} ms after the last upstream byte`);
    console.log(`  longest main-thread task   ${over50(probe.longestTask)} (${probe.longTasks} long tasks, from submit to the last paint)`);
    console.log(`    traced, wall time        ${traced.longestWallMs.toFixed(0)} ms (${traced.over50WallMs} over 50 ms)`);
    console.log(`    traced, CPU time         ${traced.longestCpuMs.toFixed(0)} ms (${traced.over50CpuMs} over 50 ms)`);
    console.log(`  longest gap between frames ${probe.longestFrameGap.toFixed(1)} ms`);
    console.log(`  JS heap                    ${mb(heapBefore)} before, ${mb(heapPeak)} at most while streaming, ${mb(heapAfter)} after (after a GC)`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
