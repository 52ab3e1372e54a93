import { spawn } from 'node:child_process';

/** A built server (`node <E2E_DIST>/server/main.js`) as a process of the test worker. */
export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on a port with only the environment given (no key of the machine's own
 * environment reaches it) and resolves once it says it listens; a server that exits first rejects
 * with what it printed.
 */
export function startServer(port: number, env: Record<string, string>, staticDir?: string): Promise<ServerProcess> {
  const dist = process.env.E2E_DIST ?? 'dist';
  const child = spawn(process.execPath, [`${dist}/server/main.js`], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: staticDir ?? `${dist}/client`, RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/listening on http:/.test(output)) return;
      child.stdout?.off('data', onData);
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server on port ${port} exited (${code}) before listening:\n${output}`)));
  });
}
