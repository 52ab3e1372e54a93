/**
 * Many machines, on one: two instances of the built server sharing one Redis (Debian's
 * redis-server on a free port), a fake upstream that answers after 1 s and streams 200 tokens, and
 * 1,000 concurrent clients, each from its own loopback source address (127.1.x.y: Linux routes all
 * of 127.0.0.0/8 to lo, so no TRUST_PROXY or X-Forwarded-For is needed), alternating between the
 * instances, for 60 s. First the same clients call the fake directly for the baseline. Prints
 * calls/s, errors beyond the limits, added latency p50/p99, first-byte added p99, the RSS of each
 * instance and Redis commands per call (INFO commandstats). Loopback only; bounded in time.
 *
 *   node --import tsx bench/many-instances.ts [--quick] [--clients N] [--seconds S]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { API_PATH } from '../src/shared/api-contract';
import { DEFAULT_MODEL_ID } from '../src/shared/config/models';
import { FAKE_CHAT_PATH } from '../tests/fake-upstream/fake-upstream';
import { freePort, startRedis } from '../tests/server/redis-process';
import { loopbackAddress, runClients, type CallRecord } from './loopback-clients';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const quick = process.argv.includes('--quick');
const CLIENTS = arg('--clients', 1_000);
const SECONDS = arg('--seconds', quick ? 15 : 60);
const BASELINE_SECONDS = quick ? 5 : 15;
const UPSTREAM_DELAY_MS = 1_000;
const TOKENS = 200;
/** Above what one client can send at ~1.5 s a call, so the limiter works on every call but refuses none. */
const RATE_LIMIT = 120;
// Another build of the server to measure (e.g. a baseline kept outside the checkout), as in proxy-overhead.ts.
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';

const query = 'Improve the writing of the text below.\n\nThe quick brown fox jumps over the lazy dog.';
const proxyBody = JSON.stringify({ query, modelName: DEFAULT_MODEL_ID });
const directBody = JSON.stringify({ model: DEFAULT_MODEL_ID, messages: [{ role: 'user', content: query }], stream: true });

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.kill('SIGKILL'));
process.once('exit', stopAll);

async function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
  return child;
}

const rssMb = (pid: number | undefined) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;
function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
/** Commands Redis counted (a Lua script's own commands included) and round trips (the scripts and plain commands sent). */
async function commandCalls(redis: Redis): Promise<{ commands: number; scripts: number }> {
  const stats = await redis.info('commandstats');
  let commands = 0;
  let scripts = 0;
  for (const [, name, calls] of stats.matchAll(/^cmdstat_([a-z|]+):calls=(\d+)/gm)) {
    if (name === 'info') continue;
    commands += Number(calls);
    if (name === 'evalsha' || name === 'eval') scripts += Number(calls);
  }
  return { commands, scripts };
}
const ok = (r: CallRecord) => r.status === 200 && r.done;
const limited = (r: CallRecord) => (r.status === 429 && (r.code === 'rate_limited' || r.code === 'too_many_concurrent')) || (r.status === 503 && r.code === 'server_busy');

async function main(): Promise<void> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  console.log(`many instances: ${CLIENTS} clients from distinct loopback addresses, ${SECONDS} s, upstream ${UPSTREAM_DELAY_MS} ms + ${TOKENS} tokens; ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const redisProcess = await startRedis();
  const fakePort = await freePort();
  await startProcess(['--import', 'tsx', 'tests/fake-upstream/cli.ts', '--port', String(fakePort), '--no-record'], {}, /listening/);
  const chunks = Array.from({ length: TOKENS }, (_, i) => `tok${i} `);
  await fetch(`http://127.0.0.1:${fakePort}/__fake/script`, { method: 'POST', body: JSON.stringify({ delayMs: UPSTREAM_DELAY_MS, chunks, chunkDelayMs: 2, times: 1e9 }) });

  const direct = await runClients({
    clients: CLIENTS,
    durationMs: BASELINE_SECONDS * 1000,
    sourceAddress: loopbackAddress,
    target: () => ({ port: fakePort, path: FAKE_CHAT_PATH, body: directBody }),
  });

  const ports = [await freePort(), await freePort()];
  const env = (port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    GROQ_API_KEY: 'bench-key',
    GROQ_BASE_URL: `http://127.0.0.1:${fakePort}/openai/v1`,
    REDIS_URL: redisProcess.url,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    MAX_UPSTREAM_CONCURRENCY: String(CLIENTS),
    STATIC_DIR: 'dist/client',
  });
  const instances = await Promise.all(ports.map((port) => startProcess([SERVER], env(port), /listening on/)));
  const redis = new Redis(redisProcess.url);
  await new Promise((r) => setTimeout(r, 500));
  const idleRss = instances.map((c) => rssMb(c.pid));
  const commandsBefore = await commandCalls(redis);
  const peakRss = [...idleRss];
  const sampler = setInterval(() => instances.forEach((c, i) => (peakRss[i] = Math.max(peakRss[i]!, rssMb(c.pid)))), 500);

  const t0 = performance.now();
  const proxied = await runClients({
    clients: CLIENTS,
    durationMs: SECONDS * 1000,
    sourceAddress: loopbackAddress,
    target: (client, n) => ({ port: ports[(client + n) % 2]!, path: API_PATH, body: proxyBody }),
  });
  const wallS = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const commandsAfter = await commandCalls(redis);
  const commands = commandsAfter.commands - commandsBefore.commands;
  const scripts = commandsAfter.scripts - commandsBefore.scripts;
  const endRss = instances.map((c) => rssMb(c.pid));

  const good = proxied.filter(ok);
  const refused = proxied.filter(limited);
  const errors = proxied.filter((r) => !ok(r) && !limited(r));
  const byKind = new Map<string, number>();
  for (const r of errors) {
    const kind = `${r.status} ${r.code ?? (r.done ? '' : 'no done event')}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const directOk = direct.filter(ok);
  const p = (rs: CallRecord[], key: 'totalMs' | 'firstMs', q: number) => percentile(rs.map((r) => r[key]), q);
  const f = (v: number) => v.toFixed(1);

  console.log(`direct baseline: ${directOk.length} calls in ${BASELINE_SECONDS} s (${direct.length - directOk.length} failed), total p50 ${f(p(directOk, 'totalMs', 50))} ms, p99 ${f(p(directOk, 'totalMs', 99))} ms, first byte p99 ${f(p(directOk, 'firstMs', 99))} ms`);
  console.log(`proxied: ${proxied.length} calls in ${wallS.toFixed(1)} s: ${good.length} complete (${(good.length / wallS).toFixed(1)} calls/s), ${refused.length} refused by a limit, ${errors.length} errors beyond the limits ${errors.length ? JSON.stringify(Object.fromEntries(byKind)) : ''}`);
  console.log(`added latency: p50 ${f(p(good, 'totalMs', 50) - p(directOk, 'totalMs', 50))} ms, p99 ${f(p(good, 'totalMs', 99) - p(directOk, 'totalMs', 99))} ms; first byte added p99 ${f(p(good, 'firstMs', 99) - p(directOk, 'firstMs', 99))} ms`);
  console.log(`RSS per instance: idle ${idleRss.map(f).join(' / ')} MB, peak ${peakRss.map(f).join(' / ')} MB, end ${endRss.map(f).join(' / ')} MB`);
  const perCall = (n: number) => (n / Math.max(1, proxied.length)).toFixed(2);
  console.log(`Redis: ${commands} commands for ${proxied.length} calls = ${perCall(commands)} per call (INFO commandstats, a script's own commands included); ${perCall(scripts)} Lua scripts (round trips) per call`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  redis.disconnect();
  await redisProcess.kill();
  stopAll();
}

await main();
process.exit(0);
