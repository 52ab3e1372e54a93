/**
 * The server's own model through our route against node-llama-cpp's own LlamaChatSession, on the
 * same file, threads, context, prompt and sampling, side by side in one run (alternating, so a busy
 * machine weighs on both alike). Prints time to the first piece of text and pieces a second (one
 * piece is one token's text in both), for the tiny test model and for a random file shaped like
 * Qwen2.5-0.5B (both written by scripts/test-model), and the server's resident memory idle with
 * the model loaded. Needs `npm run build` first.
 *
 *   node --import tsx bench/local-model.ts [--tiny-only] [--runs N]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getLlama, LlamaChatSession, LlamaLogLevel } from 'node-llama-cpp';
import { API_PATH } from '../src/shared/api-contract';
import { composePrompt } from '../src/shared/compose-prompt';
import { LOCAL_MODEL_CONTEXT_DEFAULT, LOCAL_PROVIDER_ID, LOCAL_SAMPLING } from '../src/shared/config/local-models';
import { READYZ_PATH } from '../src/shared/config/scale-limits';
import { SYSTEM_PROMPT } from '../src/shared/conversation-messages';
import { TEST_MODEL_SHAPES, writeTestModel, type TestModelShapeName } from '../scripts/test-model/make-test-model';
import { startServerProcess } from '../tests/server/server-process';
import { until } from '../tests/server/until';
import { median } from './click-to-paint';

const THREADS = 1;
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
const SHAPES: { shape: TestModelShapeName; pieces: number }[] = process.argv.includes('--tiny-only')
  ? [{ shape: 'tiny', pieces: 300 }]
  : [
      { shape: 'tiny', pieces: 300 },
      { shape: 'default-shaped', pieces: 40 },
    ];
const QUERY = composePrompt('Rewrite this text in a formal tone.', 'hey team, the report is late again, can we talk about it tomorrow? thanks');

interface Run {
  firstMs: number;
  perSecond: number;
}

/** LlamaChatSession alone: the floor. */
async function direct(path: string, pieces: number): Promise<Run> {
  const llama = await getLlama({ build: 'never', logLevel: LlamaLogLevel.error });
  const model = await llama.loadModel({ modelPath: path });
  const context = await model.createContext({ contextSize: LOCAL_MODEL_CONTEXT_DEFAULT, threads: THREADS });
  const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: SYSTEM_PROMPT });
  const stop = new AbortController();
  let count = 0;
  let first = 0;
  let last = 0;
  const started = performance.now();
  await session.prompt(QUERY, {
    ...LOCAL_SAMPLING,
    repeatPenalty: { penalty: LOCAL_SAMPLING.repeatPenalty },
    signal: stop.signal,
    stopOnAbortSignal: true,
    onTextChunk: () => {
      count++;
      last = performance.now();
      if (count === 1) first = last;
      if (count === pieces) stop.abort();
    },
  });
  await llama.dispose();
  return { firstMs: first - started, perSecond: (count - 1) / ((last - first) / 1000) };
}

/** The same through the built server's route, as the page calls it. */
async function viaRoute(url: string, modelId: string, pieces: number): Promise<Run> {
  const stop = new AbortController();
  const started = performance.now();
  const res = await fetch(`${url}${API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ provider: LOCAL_PROVIDER_ID, modelName: modelId, query: QUERY }),
    signal: stop.signal,
  });
  const decoder = new TextDecoder();
  let count = 0;
  let first = 0;
  let last = 0;
  try {
    for await (const chunk of res.body!) {
      const text = decoder.decode(chunk, { stream: true });
      const deltas = text.split('\n\n').filter((block) => block.startsWith('data: {"type":"delta"')).length;
      if (deltas === 0) continue;
      last = performance.now();
      if (count === 0) first = last;
      count += deltas;
      if (count >= pieces) break;
    }
  } finally {
    stop.abort();
  }
  return { firstMs: first - started, perSecond: (count - 1) / ((last - first) / 1000) };
}

const dir = await mkdtemp(join(tmpdir(), 'bench-local-'));
try {
  for (const { shape, pieces } of SHAPES) {
    const file = `${shape}.gguf`;
    const path = join(dir, file);
    await writeTestModel(path, TEST_MODEL_SHAPES[shape]);
    const server = await startServerProcess({ MODELS_DIR: dir, LOCAL_MODEL: file, LOCAL_MODEL_THREADS: String(THREADS), RATE_LIMIT_PER_MINUTE: '0' });
    await until(async () => (await fetch(`${server.url}${READYZ_PATH}`)).status === 200, { timeoutMs: 120_000 });
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;
    const ours: Run[] = [];
    const floor: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      ours.push(await viaRoute(server.url, shape, pieces));
      floor.push(await direct(path, pieces));
    }
    await server.stop();
    const [oursFirst, floorFirst] = [median(ours.map((r) => r.firstMs)), median(floor.map((r) => r.firstMs))];
    const [oursRate, floorRate] = [median(ours.map((r) => r.perSecond)), median(floor.map((r) => r.perSecond))];
    console.log(`\n${shape} (${pieces} pieces, ${THREADS} thread, median of ${RUNS})`);
    console.log(`  first piece:  route ${oursFirst.toFixed(0)} ms   LlamaChatSession ${floorFirst.toFixed(0)} ms   (+${(oursFirst - floorFirst).toFixed(0)} ms)`);
    console.log(`  pieces a s:   route ${oursRate.toFixed(1)}   LlamaChatSession ${floorRate.toFixed(1)}   (${(oursRate / floorRate).toFixed(2)}×)`);
    console.log(`  server RSS idle with the model loaded: ${rss.toFixed(0)} MiB`);
    await rm(path);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
