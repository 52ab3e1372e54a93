/**
 * How the page renders a long streamed reply, against the built page:
 * - an 800-word reply with five code blocks, 1,100 tokens at 500 tokens a second (gpt-oss-120b's pace);
 * - a 10,000-word reply with 30 code blocks, 20 tables and nested lists, 13,300 tokens at 1,000 tokens
 *   a second (gpt-oss-20b's pace), once as is and once with the CPU slowed down four times.
 *
 *   node --import tsx bench/render-reply.ts [dist/client]
 *
 * A small local server serves the built page and answers the one call with the event stream, one
 * `delta` event per token, trickled on a timer. For each run it prints the longest main-thread task,
 * the parses of the reply's markdown per animation frame (the renderer marks each parse with
 * PARSE_MARK; a finished block parsed again for a definition that arrived later, REPARSE_MARK), and the time from the last token's arrival in the page to the frame that
 * shows it. A Chromium trace adds each task's CPU time, which a busy machine does not inflate.
 * It prints and never fails.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { API_PATH } from '../src/shared/api-contract';
import { END_MARK, longReply, shortReply, tokenise } from './reply-fixtures';
import { PARSE_MARK, REPARSE_MARK } from '../src/client/markdown/parse-mark';
import { builtPageDir, serveBuiltPage, trickleTokens } from './page-server';
import { installProbe, type ProbeResult } from './render-probe';
import { traceTasks, type TaskFigures } from './trace-tasks';


interface Scenario {
  name: string;
  reply: string;
  tokens: number;
  tokensPerSecond: number;
  cpuSlowdown: number;
}

function startServer(root: string, stream: { tokens: string[]; perSecond: number }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === API_PATH) {
      req.resume();
      trickleTokens(res, stream.tokens, stream.perSecond);
      return;
    }
    serveBuiltPage(root, req, res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function run(browser: Browser, port: number, scenario: Scenario): Promise<ProbeResult & TaskFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    // tsx compiles this file keeping function names through a `__name` helper the page lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(installProbe, { endMark: END_MARK, parseMark: PARSE_MARK, reparseMark: REPARSE_MARK });
    // Expand opens its replies rendered (the rewriting modes, the default among them, open changes).
    await page.goto(`http://127.0.0.1:${port}/write/expand`);
    const box = page.getByRole('textbox', { name: 'Query' });
    await box.fill('Explain clear writing with examples.');
    await page.waitForLoadState('networkidle'); // The markdown chunk is fetched when the page is idle.
    if (scenario.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: scenario.cpuSlowdown });
    }
    const stopTrace = await traceTasks(browser, page);
    await box.press('Enter');
    const handle = await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, {
      timeout: 120_000,
      polling: 500,
    });
    const probe = (await handle.jsonValue()) as ProbeResult;
    return { ...probe, ...(await stopTrace()) };
  } finally {
    await context.close();
  }
}

function print(scenario: Scenario, tokenCount: number, r: ProbeResult & TaskFigures): void {
  const words = scenario.reply.split(/\s+/).filter(Boolean).length;
  const streamMs = (tokenCount / scenario.tokensPerSecond) * 1000;
  const cpu = scenario.cpuSlowdown > 1 ? `, CPU ${scenario.cpuSlowdown}× slower` : '';
  const over50 = (ms: number) => (ms > 0 ? `${ms.toFixed(0)} ms` : 'none over 50 ms');
  console.log(`render-reply ${scenario.name}: ${words} words, ${tokenCount} tokens at ${scenario.tokensPerSecond} tokens/s (stream ≈ ${streamMs.toFixed(0)} ms)${cpu}`);
  console.log(`  first text painted         ${r.firstTextMs.toFixed(0)} ms after submit`);
  console.log(`  render time                ${r.renderMs.toFixed(0)} ms (submit → last token painted)`);
  console.log(`  last token → in the DOM    ${r.lastTokenToDomMs.toFixed(1)} ms`);
  console.log(`  last token → next frame    ${r.lastTokenToFrameMs.toFixed(1)} ms (the frame that paints it, or the one after)`);
  console.log(`  longest main-thread task   ${over50(r.longestTask)} (${r.longTasks} long tasks)`);
  console.log(`    traced, wall time        ${r.longestWallMs.toFixed(0)} ms (${r.over50WallMs} over 50 ms, from submit on)`);
  console.log(`    traced, CPU time         ${r.longestCpuMs.toFixed(0)} ms (${r.over50CpuMs} over 50 ms): without waiting for a busy machine's CPU`);
  console.log(`  longest animation frame    ${over50(r.longestFrame)}`);
  console.log(`  longest gap between frames ${r.longestFrameGap.toFixed(1)} ms (from submit to a second after the last token)`);
  const parses = r.parses > 0 ? `${r.parses} parses in ${r.framesWithParse} frames, at most ${r.maxParsesPerFrame} in one frame` : 'not marked by this build';
  console.log(`  open block parses          ${parses}`);
  console.log(`  finished blocks re-parsed  ${r.reparses} (at most ${r.maxReparsesPerFrame} in one frame)`);
}

async function main(): Promise<void> {
  const root = builtPageDir();
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built page in ${root}: run npm run build first.`);
  const long = longReply();
  const scenarios: Scenario[] = [
    { name: '800 words', reply: shortReply(), tokens: 1100, tokensPerSecond: 500, cpuSlowdown: 1 },
    { name: '10,000 words', reply: long, tokens: 13_300, tokensPerSecond: 1000, cpuSlowdown: 1 },
    { name: '10,000 words', reply: long, tokens: 13_300, tokensPerSecond: 1000, cpuSlowdown: 4 },
  ];
  const stream = { tokens: [] as string[], perSecond: 1 };
  const server = await startServer(root, stream);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const scenario of scenarios) {
      stream.tokens = tokenise(scenario.reply, scenario.tokens);
      stream.perSecond = scenario.tokensPerSecond;
      print(scenario, stream.tokens.length, await run(browser, port, scenario));
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
