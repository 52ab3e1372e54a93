import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A server process, listening or not. */
export interface SpawnedServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

/** A server process that said it listens. */
export interface ServerProcess extends SpawnedServer {
  url: string;
  /** SIGTERM, then waits for it to exit. */
  stop: () => Promise<void>;
}

/** The built server, what `npm start` runs (E2E_DIST picks the build, default dist). */
export function builtServerEntry(): string {
  const entry = join(process.env.E2E_DIST ?? 'dist', 'server', 'main.js');
  if (!existsSync(entry)) throw new Error(`no build at ${entry}: run \`npm run build\` first`);
  return entry;
}

/**
 * Spawns a server with only the environment given: the test's own, keys included, stays out.
 * `args` runs another entry than the built server, e.g. `['--import', 'tsx', 'script.ts']`.
 */
export function spawnServerProcess(env: Record<string, string>, args = [builtServerEntry()]): SpawnedServer {
  const child = spawn(process.execPath, args, {
    // The server's own model stays off unless a test asks for it: with no key it would download one.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOCAL_MODEL: 'off', BROWSER_MODEL: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the built server and resolves once it listens; one that exits first rejects with what it printed. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServerProcess(env);
  const port = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(server.output());
      if (match?.[1]) resolve(match[1]);
    };
    server.child.stdout?.on('data', onData);
    void server.exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${server.output()}`)));
  });
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await server.exited;
  };
  return { ...server, url: `http://127.0.0.1:${port}`, stop };
}

