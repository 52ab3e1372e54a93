import { Agent, request } from 'node:http';

/** What one streamed call gave: status, error code if any, total and first-delta times (ms). */
export interface CallRecord {
  status: number;
  code?: string;
  totalMs: number;
  firstMs: number;
  /** The stream closed with `done` (a 200 without it counts as an error). */
  done: boolean;
  at: number;
}

export interface ClientsOptions {
  /** Each client's target, by client index (the bench alternates between instances). */
  target: (client: number, call: number) => { port: number; path: string; body: string };
  clients: number;
  durationMs: number;
  /** A client's own source address: 127.1.x.y, so each is a distinct client to the rate limit. */
  sourceAddress?: (client: number) => string;
}

/** The i-th distinct loopback address (Linux routes all of 127.0.0.0/8 to lo; nothing to set up). */
export const loopbackAddress = (i: number) => `127.1.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;

/**
 * `clients` loops, each on its own keep-alive connection from its own source address, sending
 * streamed calls one after another until `durationMs` pass (a 429 or 503 waits its Retry-After,
 * as the page does). Returns every call's record.
 */
export async function runClients(options: ClientsOptions): Promise<CallRecord[]> {
  const records: CallRecord[] = [];
  const stopAt = performance.now() + options.durationMs;
  async function client(index: number): Promise<void> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; performance.now() < stopAt; n++) {
      const record = await call(agent, options.target(index, n), options.sourceAddress?.(index));
      records.push(record);
      if (record.status === 429 || record.status === 503) await new Promise((r) => setTimeout(r, 1000));
    }
    agent.destroy();
  }
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return records;
}

function call(agent: Agent, target: { port: number; path: string; body: string }, localAddress: string | undefined): Promise<CallRecord> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(target.body) },
      },
      (res) => {
        let firstMs = Number.NaN;
        let tail = '';
        res.on('data', (chunk: Buffer) => {
          if (Number.isNaN(firstMs)) firstMs = performance.now() - t0;
          tail = (tail + chunk.toString()).slice(-400);
        });
        res.on('end', () => {
          const code = /"code":"([a-z_]+)"/.exec(tail)?.[1];
          const done = tail.includes('"type":"done"') || tail.includes('[DONE]');
          resolve({ status: res.statusCode ?? 0, code, totalMs: performance.now() - t0, firstMs, done, at: t0 });
        });
        res.on('error', () => resolve({ status: 0, code: 'socket', totalMs: performance.now() - t0, firstMs, done: false, at: t0 }));
      },
    );
    // A reset on a reused connection is the keep-alive race (the server closed it as the call left).
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, code: `${error.code ?? 'socket'}${req.reusedSocket ? ' on a reused connection' : ''}`, totalMs: performance.now() - t0, firstMs: Number.NaN, done: false, at: t0 }));
    req.end(target.body);
  });
}
