/**
 * The keep-alive race behind the ECONNRESETs of bench/many-instances.ts (21 of 4,991 calls at
 * 1,000 clients), made deterministic. A client whose event loop is busy (one process holding a
 * thousand streams, or a loaded balancer) reads a reply's last bytes seconds after the server sent
 * them, then at once sends its next call on the same connection. If the server closed the idle
 * connection meanwhile, that call fails with ECONNRESET on a reused connection. Node closes an idle
 * connection 1 s after its keepAliveTimeout (5 s by default); the server now keeps it
 * KEEP_ALIVE_TIMEOUT_MS (65 s). Prints the second call's fate for each setting, on the built server
 * (`npm run build` first). Loopback only.
 *
 *   node --import tsx bench/keep-alive-race.ts [--lag-ms 8000]
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { API_PATH } from '../src/shared/api-contract';
import { KEEP_ALIVE_TIMEOUT_MS_DEFAULT } from '../src/shared/config/scale-limits';
import { queryBody } from '../tests/server/test-harness';
import { startServerProcess } from '../tests/server/server-process';

const at = process.argv.indexOf('--lag-ms');
const LAG_MS = at === -1 ? 8_000 : Number(process.argv[at + 1]);
const NODE_DEFAULT_MS = 5_000;

async function startFake(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fake-upstream/cli.ts', '--port', '0', '--no-record'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /listening on (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { url, stop: () => child.kill('SIGKILL') };
}

/** One streamed call; with `lagMs`, the loop is blocked from just after the first piece, while the rest and the server's FIN arrive. */
function call(agent: Agent, port: number, lagMs: number): Promise<string> {
  return new Promise((resolve) => {
    const body = queryBody();
    const req = request(
      { host: '127.0.0.1', port, path: API_PATH, method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.once('data', () => {
          if (lagMs > 0) setTimeout(() => {
            const until = Date.now() + lagMs;
            while (Date.now() < until); // the busy client: nothing else runs
          }, 20);
        });
        res.resume();
        res.on('end', () => resolve(`${res.statusCode}${req.reusedSocket ? ' on the reused connection' : ''}`));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code ?? 'error'}${req.reusedSocket ? ' on the reused connection' : ''}`));
    req.end(body);
  });
}

const fake = await startFake();
// The fake's reply arrives in two pieces, so the client is busy between them.
await fetch(`${fake.url}/__fake/script`, { method: 'POST', body: JSON.stringify({ chunks: ['first ', 'second'], chunkDelayMs: 100, times: 1e6 }) });
console.log(`keep-alive race: client busy ${LAG_MS} ms before reading a reply's end; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const keepAliveMs of [NODE_DEFAULT_MS, KEEP_ALIVE_TIMEOUT_MS_DEFAULT]) {
  const server = await startServerProcess({ GROQ_API_KEY: 'bench-key', GROQ_BASE_URL: `${fake.url}/openai/v1`, KEEP_ALIVE_TIMEOUT_MS: String(keepAliveMs), RATE_LIMIT_PER_MINUTE: '0' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const port = Number(new URL(server.url).port);
  const first = await call(agent, port, LAG_MS);
  const second = await call(agent, port, 0);
  console.log(`KEEP_ALIVE_TIMEOUT_MS=${keepAliveMs}: first call ${first}; next call ${second}`);
  agent.destroy();
  server.child.kill('SIGKILL');
  await server.exited;
}
fake.stop();
