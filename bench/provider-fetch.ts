/**
 * Which upstream client should the proxy use? Runs the same calls against the fake upstream (in its
 * own process) with each candidate, alternating, and prints the CPU time this process spends per
 * call (user + system) and the wall time, JSON and streaming, at 1 and 10 in flight:
 * - the server's client on node:http keep-alive agents (src/server/providers/upstream-transport.ts);
 * - the same client on Node's fetch (undici, keep-alive by default);
 * - the `openai` client on Node's fetch, used for what it does (building the request, reading the
 *   JSON or the event stream), as the server did before.
 * CPU time per call is what the proxy pays on every request, and is less disturbed than wall time
 * by other work on the machine.
 *
 *   node --import tsx bench/provider-fetch.ts [--quick]
 */
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import OpenAI from 'openai';
import { composePrompt } from '../src/shared/compose-prompt';
import { DEFAULT_MODEL_ID } from '../src/shared/config/models';
import { createOpenAiCompatibleProvider } from '../src/server/providers/openai-compatible-provider';
import { SYSTEM_PROMPT } from '../src/shared/conversation-messages';
import { UpstreamConnectionError, type UpstreamTransport } from '../src/server/providers/upstream-transport';

const PORT = Number(process.env.BENCH_FAKE_PORT ?? 4493);
const BASE_URL = `http://127.0.0.1:${PORT}/openai/v1`;
const quick = process.argv.includes('--quick');
const CALLS = quick ? 600 : 3_000;
const ROUNDS = 3;
const query = composePrompt('Improve the writing of the text below.', 'The quick brown fox jumps over the lazy dog. '.repeat(6));
const request = { model: { id: DEFAULT_MODEL_ID, reasons: false, maxCompletionTokens: 1400 }, query };

type Call = (mode: 'json' | 'stream') => Promise<void>;

/** The server's client over a transport. */
function serverClient(transport?: UpstreamTransport): Call {
  const config = { id: 'groq', name: 'Groq', baseUrl: BASE_URL, apiKey: 'gsk_bench', headers: {}, dialect: 'groq' as const };
  const chat = createOpenAiCompatibleProvider(config, { timeoutMs: 30_000, transport });
  return async (mode) => {
    const signal = new AbortController().signal;
    if (mode === 'json') return void (await chat.complete(request, signal));
    const stream = await chat.stream(request, signal);
    await new Promise<void>((resolve, reject) => stream.read({ events: () => {}, end: (error) => (error === undefined ? resolve() : reject(error)) }));
  };
}

/** Node's fetch as a transport (undici's global dispatcher keeps connections alive); its body read as a Node stream, as the server reads one. */
const fetchTransport: UpstreamTransport = async ({ method, url, headers, body, signal }) => {
  const res = await fetch(url, { method, headers, body, signal }).catch((error: unknown) => {
    throw signal.aborted ? error : new UpstreamConnectionError(error);
  });
  const stream = res.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
  return { status: res.status, header: (name) => res.headers.get(name) ?? undefined, body: Readable.fromWeb(stream as NodeReadableStream<Uint8Array>) };
};

/** The openai client, used for what it does: it builds the request and reads the answer itself. */
function sdkClient(): Call {
  const client = new OpenAI({ apiKey: 'gsk_bench', baseURL: BASE_URL, maxRetries: 0, logLevel: 'off' });
  const params = { model: DEFAULT_MODEL_ID, max_completion_tokens: 1400, messages: [{ role: 'system' as const, content: SYSTEM_PROMPT }, { role: 'user' as const, content: query }] };
  return async (mode) => {
    if (mode === 'json') return void (await client.chat.completions.create({ ...params, stream: false }));
    for await (const chunk of await client.chat.completions.create({ ...params, stream: true })) if (chunk.choices[0]?.finish_reason) return;
  };
}

async function measure(call: Call, mode: 'json' | 'stream', inFlight: number): Promise<{ cpuMs: number; wallMs: number }> {
  let started = 0;
  const worker = async () => {
    while (started < CALLS) {
      started += 1;
      await call(mode);
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
  const clients: Record<string, Call> = {
    'server client, node:http': serverClient(),
    'server client, Node fetch': serverClient(fetchTransport),
    'openai client, Node fetch': sdkClient(),
  };
  console.log(`upstream client CPU per call, median of ${ROUNDS} alternating rounds of ${CALLS} calls\n`);
  console.log('mode    in-flight  client                       CPU/call    wall/call');
  for (const mode of ['json', 'stream'] as const) {
    for (const inFlight of [1, 10]) {
      const results = new Map<string, { cpu: number[]; wall: number[] }>();
      for (const call of Object.values(clients)) await measure(call, mode, inFlight); // warm-up
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, call] of Object.entries(clients)) {
          const { cpuMs, wallMs } = await measure(call, mode, inFlight);
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
