import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, devices, expect, type Page, type TestInfo } from '@playwright/test';
import { createFakeUpstream, type FakeUpstreamHandle } from '../fake-upstream/fake-upstream';
import type { FakeScript, RecordedRequest } from '../fake-upstream/fake-script';
import { E2E_API_KEY, E2E_OLLAMA_MODELS, workerPorts } from './ports';
import { startServerProcess } from '../server/server-process';
import { until } from '../server/until';
import { READYZ_PATH } from '../../src/shared/config/scale-limits';
import { tinyModelsDir, TINY_MODEL_FILE } from '../server/tiny-model';

export interface FakeUpstream {
  /** Queue a scripted reply (see FakeScript). */
  script(script: FakeScript): Promise<void>;
  /** Every request the fake received since the test began (a copy: later requests do not change it). */
  requests(): Promise<RecordedRequest[]>;
  /** Once an answer waits at one of its script's `pauses`, lets every waiting answer go on. */
  release(): Promise<void>;
}

/** A server of the worker's, and the fake provider it calls. */
export interface Stack {
  url: string;
  fake: FakeUpstreamHandle;
}

interface WorkerFixtures {
  /** The server every test's page uses (baseURL), with Groq pointed at a fake. */
  groqStack: Stack;
  /** A second server with two providers: the same fake Groq, and a fake local Ollama (`fake` here). */
  multiStack: Stack;
  /** A server with no provider configured. */
  bareServerUrl: string;
  /** A server with no key, running its own model (the tiny test model), as `npm run app` would. */
  localServerUrl: string;
  /** A server with no key and no model of its own, offering the tiny test model to the page (BROWSER_MODEL). */
  browserServerUrl: string;
}

interface TestFixtures {
  fake: FakeUpstream;
  /** A server of the test's own over a private copy of the build, which the test may change. */
  ownBuild: { url: string; clientDir: string };
}

/** The built server on a port of the worker's, serving `staticDir` (default the build's page), without a call limit. */
const startServer = (port: number, env: Record<string, string>, staticDir = join(process.env.E2E_DIST ?? 'dist', 'client')) =>
  startServerProcess({ PORT: String(port), STATIC_DIR: staticDir, RATE_LIMIT_PER_MINUTE: '0', ...env });

/** Tokens of context for the tiny model in the page: the presets' prompts take about 800 with its toy tokenizer. */
const E2E_BROWSER_CONTEXT = 1024;

const snapshot = (records: RecordedRequest[]) => JSON.parse(JSON.stringify(records)) as RecordedRequest[];

/** Streams the server has open (its `writing_assistant_active_streams` gauge) and answers the fake has not ended. */
async function openCalls({ url, fake }: Stack): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  const streams = Number(/^writing_assistant_active_streams (\d+)$/m.exec(metrics)?.[1] ?? Number.NaN);
  return streams + fake.requests().filter((r) => r.closedAt === undefined).length;
}

/**
 * A test tagged `@phone` runs as a phone at 390 px (playwright.config.ts): a Pixel 7's browser and
 * touch, at the width DESIGN.md names, with motion. Set per test, so that the phone's tests share
 * the desktop's workers, browsers and servers.
 */
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, reducedMotion: 'no-preference' } as const;
const isPhone = (testInfo: TestInfo) => testInfo.tags.includes('@phone');

/**
 * Each worker starts its own servers (the built server as a process) and fake upstreams (in the
 * worker), on ports of its own (ports.ts): tests in different workers never share a fake's script
 * or records. A second kind of server is a worker fixture like `multiStack`, started only by the
 * tests that ask for it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  groqStack: [
    async ({}, use, worker) => {
      const ports = workerPorts(worker.parallelIndex);
      const fake = await createFakeUpstream({ port: ports.fake });
      const server = await startServer(ports.server, { GROQ_API_KEY: E2E_API_KEY, GROQ_BASE_URL: fake.baseURL });
      await use({ url: server.url, fake });
      await server.stop();
      await fake.close();
    },
    { scope: 'worker' },
  ],
  multiStack: [
    async ({ groqStack }, use, worker) => {
      const ports = workerPorts(worker.parallelIndex);
      const ollama = await createFakeUpstream({ port: ports.ollamaFake, flavour: 'ollama', models: { ids: E2E_OLLAMA_MODELS } });
      const server = await startServer(ports.multiServer, {
        GROQ_API_KEY: E2E_API_KEY,
        GROQ_BASE_URL: groqStack.fake.baseURL,
        OLLAMA_BASE_URL: ollama.baseURL,
      });
      await use({ url: server.url, fake: ollama });
      await server.stop();
      await ollama.close();
    },
    { scope: 'worker' },
  ],
  localServerUrl: [
    async ({}, use, worker) => {
      const modelsDir = await tinyModelsDir();
      const server = await startServer(workerPorts(worker.parallelIndex).localServer, { MODELS_DIR: modelsDir, LOCAL_MODEL: TINY_MODEL_FILE, LOCAL_MODEL_THREADS: '1', LOCAL_MODEL_CONTEXT: '2048' });
      // Ready once llama.cpp has started (seconds on a busy machine); before that the page would wait with `Preparing`.
      await until(async () => (await fetch(`${server.url}${READYZ_PATH}`)).status === 200, { timeoutMs: 60_000 });
      await use(server.url);
      await server.stop();
      await rm(modelsDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  browserServerUrl: [
    async ({}, use, worker) => {
      const modelsDir = await tinyModelsDir();
      // A small context keeps each reply short (it ends where the context is full): one core of
      // WebAssembly writes a few dozen tokens a second, and the tiny model never ends a reply itself.
      const server = await startServer(workerPorts(worker.parallelIndex).browserServer, { MODELS_DIR: modelsDir, BROWSER_MODEL: TINY_MODEL_FILE, BROWSER_MODEL_CONTEXT: String(E2E_BROWSER_CONTEXT) });
      await use(server.url);
      await server.stop();
      await rm(modelsDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  bareServerUrl: [
    async ({}, use, worker) => {
      const server = await startServer(workerPorts(worker.parallelIndex).bareServer, {});
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  viewport: async ({ viewport }, use, testInfo) => use(isPhone(testInfo) ? PHONE.viewport : viewport),
  userAgent: async ({ userAgent }, use, testInfo) => use(isPhone(testInfo) ? PHONE.userAgent : userAgent),
  deviceScaleFactor: async ({ deviceScaleFactor }, use, testInfo) => use(isPhone(testInfo) ? PHONE.deviceScaleFactor : deviceScaleFactor),
  isMobile: async ({ isMobile }, use, testInfo) => use(isPhone(testInfo) ? PHONE.isMobile : isMobile),
  hasTouch: async ({ hasTouch }, use, testInfo) => use(isPhone(testInfo) ? PHONE.hasTouch : hasTouch),
  reducedMotion: async ({ reducedMotion }, use, testInfo) => use(isPhone(testInfo) ? PHONE.reducedMotion : reducedMotion),
  // Chromium's headless shell says its built-in model (the Prompt API) is `downloadable`, and would
  // list `Built into this browser` beside every server's models; no machine here can run it. Tests
  // see no such model unless they fake its documented surface (tests/e2e/browser-model.spec.ts).
  context: async ({ context }, use) => {
    await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'LanguageModel'));
    await use(context);
  },
  baseURL: async ({ groqStack }, use) => {
    await use(groqStack.url);
  },
  // Automatic: every test starts with an empty script queue and no records, even one that never
  // asks for `fake`, so a reply scripted but not used by one test cannot leak into the next. After
  // the test (its page is closed first: an automatic fixture is torn down last), it waits until no
  // call of that test is still open at the server or at the fake: a call the server was still
  // forwarding would otherwise reach the fake after the next test's reset and take its script.
  fake: [
    async ({ groqStack }, use) => {
      groqStack.fake.reset();
      await use({
        script: async (script) => groqStack.fake.script(script),
        requests: async () => snapshot(groqStack.fake.requests()),
        release: async () => {
          await expect.poll(() => groqStack.fake.paused()).toBeGreaterThan(0);
          groqStack.fake.release();
        },
      });
      groqStack.fake.release();
      await expect.poll(() => openCalls(groqStack)).toBe(0);
    },
    { auto: true },
  ],
  ownBuild: async ({ groqStack }, use, testInfo) => {
    const clientDir = await mkdtemp(join(tmpdir(), 'e2e-own-build-'));
    await cp(join(process.env.E2E_DIST ?? 'dist', 'client'), clientDir, { recursive: true });
    const server = await startServer(workerPorts(testInfo.parallelIndex).ownServer, { GROQ_API_KEY: E2E_API_KEY, GROQ_BASE_URL: groqStack.fake.baseURL }, clientDir);
    await use({ url: server.url, clientDir });
    await server.stop();
    await rm(clientDir, { recursive: true, force: true });
  },
});

/** Fresh storage for a test that starts from a given state (runs before any page script). */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((e) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

export { expect };
