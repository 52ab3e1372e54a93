/**
 * Is the hand-written keep-alive fetch (src/server/providers/keep-alive-fetch.ts) worth keeping?
 * Runs the provider client against the fake upstream (in its own process) with Node's built-in
 * fetch (undici) and with the keep-alive fetch, alternating, and prints the CPU time this process
 * spends per call (user + system) and the wall time, JSON and streaming, at 1 and 10 in flight.
 * CPU time per call is what the proxy pays on every request, and is less disturbed than wall time
 * by other work on the machine.
 *
 *   node --import tsx bench/provider-fetch.ts [--quick]
 */
import { spawn } from 'node:child_process';
import { composePrompt } from '../src/shared/compose-prompt';
import { DEFAULT_MODEL_ID } from '../src/shared/config/models';
import type { ChatProvider } from '../src/server/providers/chat-provider';
import { createKeepAliveFetch } from '../src/server/providers/keep-alive-fetch';
import { createOpenAiCompatibleProvider } from '../src/server/providers/openai-compatible-provider';

const PORT = Number(process.env.BENCH_FAKE_PORT ?? 4493);
const quick = process.argv.includes('--quick');
const CALLS = quick ? 600 : 3_000;
const ROUNDS = 3;
const query = composePrompt('Improve the writing of the text below.', 'The quick brown fox jumps over the lazy dog. '.repeat(6));
const request = { model: { id: DEFAULT_MODEL_ID, reasons: false, maxCompletionTokens: 1400 }, query };

function provider(fetch: typeof globalThis.fetch | undefined): ChatProvider {
  const config = { id: 'groq', name: 'Groq', baseUrl: `http://127.0.0.1:${PORT}/openai/v1`, apiKey: 'gsk_bench', headers: {}, dialect: 'groq' as const };
  return createOpenAiCompatibleProvider(config, { timeoutMs: 30_000, fetch });
}

async function call(chat: ChatProvider, mode: 'json' | 'stream'): Promise<void> {
  const signal = new AbortController().signal;
  if (mode === 'json') {
    await chat.complete(request, signal);
    return;
  }
  for await (const event of await chat.stream(request, signal)) if (event.type === 'done') return;
}

async function measure(chat: ChatProvider, mode: 'json' | 'stream', inFlight: number): Promise<{ cpuMs: number; wallMs: number }> {
  let started = 0;
  const worker = async () => {
    while (started < CALLS) {
      started += 1;
      await call(chat, mode);
    }
  };
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000 / CALLS, wallMs: (performance.now() - wall0) / CALLS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const fake = spawn(process.execPath, ['--import', 'tsx', 'tests/fake-upstream/cli.ts', '--port', String(PORT), '--no-record'], { stdio: 'ignore' });
try {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${PORT}/__fake/health`).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const clients = { 'undici (built-in fetch)': provider(undefined), 'keep-alive fetch': provider(createKeepAliveFetch()) };
  console.log(`provider client CPU per call, median of ${ROUNDS} alternating rounds of ${CALLS} calls\n`);
  console.log('mode    in-flight  fetch                        CPU/call    wall/call');
  for (const mode of ['json', 'stream'] as const) {
    for (const inFlight of [1, 10]) {
      const results = new Map<string, { cpu: number[]; wall: number[] }>();
      for (const chat of Object.values(clients)) await measure(chat, mode, inFlight); // warm-up
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, chat] of Object.entries(clients)) {
          const { cpuMs, wallMs } = await measure(chat, mode, inFlight);
          const entry = results.get(name) ?? { cpu: [], wall: [] };
          entry.cpu.push(cpuMs);
          entry.wall.push(wallMs);
          results.set(name, entry);
        }
      }
      for (const [name, { cpu, wall }] of results) {
        console.log(`${mode.padEnd(7)} ${String(inFlight).padStart(9)}  ${name.padEnd(27)} ${median(cpu).toFixed(3).padStart(7)} ms ${median(wall).toFixed(3).padStart(9)} ms`);
      }
    }
  }
} finally {
  fake.kill('SIGTERM');
}
