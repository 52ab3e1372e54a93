import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGKILL: the way a crashed or cut-off Redis goes. */
  kill(): Promise<void>;
  /** Starts again on the same port (empty: nothing is persisted). */
  restart(): Promise<void>;
}

/**
 * Debian's redis-server (scripts/ensure-redis.sh installs it) on a free loopback port, with
 * nothing saved to disk. REDIS_SERVER_PATH names another binary.
 */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  async function launch(): Promise<void> {
    const started = spawn(process.env.REDIS_SERVER_PATH ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes('Ready to accept connections')) resolve();
      };
      started.stdout?.on('data', onData);
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }
  async function kill(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
  await launch();
  return { url: `redis://127.0.0.1:${port}`, port, kill, restart: launch };
}
