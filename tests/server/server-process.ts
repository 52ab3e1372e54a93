import { spawn, type ChildProcess } from 'node:child_process';

/** The server as a process (src/server/main.ts through tsx, as `npm run dev:server` runs it). */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server with only the environment given (the test's own, keys included, stays out).
 * `args` runs another entry: `[dist/server/main.js]` for the build (tests/built).
 */
export async function startServerProcess(env: Record<string, string>, args = ['--import', 'tsx', 'src/server/main.ts']): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits for a condition that an event elsewhere (another process) makes true. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not become true in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
