/**
 * The load generator of proxy-overhead.ts, run in its own process so it does not share an event
 * loop with what it measures. Sends `requests` POSTs with `concurrency` in flight and prints one
 * JSON line: per-request total and first-byte times in ms, the wall time, and the CPU time this
 * process spent (user + system, ms): on a 2-core machine the load generator's own CPU bounds
 * what any server behind it can show.
 *   node --import tsx bench/proxy-load.ts <url> <json|stream> <concurrency> <requests> <body>
 * `url` and `body` may be JSON arrays of the same length: request i then uses pair i mod length
 * (load spread over several providers).
 */
export {};

const [url, mode, concurrencyArg, requestsArg, body] = process.argv.slice(2);
if (!url || !body || (mode !== 'json' && mode !== 'stream')) throw new Error('usage: proxy-load.ts url json|stream concurrency requests body');
const many = (value: string): string[] => (value.startsWith('[') ? (JSON.parse(value) as string[]) : [value]);
const urls = many(url);
const bodies = many(body);
const concurrency = Number(concurrencyArg);
const total = Number(requestsArg);
const headers: Record<string, string> = { 'content-type': 'application/json' };
if (mode === 'stream') headers.accept = 'text/event-stream';

const totals: number[] = [];
const firstBytes: number[] = [];
let failures = 0;
let started = 0;

async function one(index: number): Promise<void> {
  const t0 = performance.now();
  const res = await fetch(urls[index % urls.length]!, { method: 'POST', headers, body: bodies[index % bodies.length] });
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  let first: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // The first piece of reply text: a `content` delta upstream, a `delta` event from the proxy.
    if (first === undefined && value && value.length > 0) first = performance.now() - t0;
  }
  if (!res.ok) failures += 1;
  totals.push(performance.now() - t0);
  firstBytes.push(first ?? Number.NaN);
}

async function worker(): Promise<void> {
  while (started < total) {
    started += 1;
    await one(started);
  }
}

const wall0 = performance.now();
const cpu0 = process.cpuUsage();
await Promise.all(Array.from({ length: concurrency }, worker));
const wallMs = performance.now() - wall0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ totals, firstBytes, wallMs, failures, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
