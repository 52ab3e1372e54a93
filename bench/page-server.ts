import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };
const TICK_MS = 10;

/** The built page a bench measures: its first argument that is neither an option nor a number (`--runs 3`), else dist/client. */
export function builtPageDir(): string {
  const page = process.argv.slice(2).find((arg) => !arg.startsWith('--') && Number.isNaN(Number(arg)));
  return resolve(page ?? 'dist/client');
}

/** Serves the built page from `root`; any path that is not a file gets index.html (the page's routes). */
export function serveBuiltPage(root: string, req: IncomingMessage, res: ServerResponse): void {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  // Gzipped where the browser takes it, as the app's server sends its text (a page measured on a
  // simulated slow network against the app must not pay for bytes the app does not send); wasm as
  // is, as the app's server sends it.
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && extname(file) !== '.wasm';
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  const body = createReadStream(file);
  if (gzip) body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
}

/**
 * Answers the one call as its event stream: one `delta` event per token, trickled on a timer at
 * `perSecond`, then `done`. `onFirstByte` and `onEnd` get the wall-clock time (Date.now()).
 */
export function trickleTokens(
  res: ServerResponse,
  tokens: readonly string[],
  perSecond: number,
  { onFirstByte, onEnd }: { onFirstByte?: (at: number) => void; onEnd?: (at: number) => void } = {},
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const perTick = (perSecond * TICK_MS) / 1000;
  let sent = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    // Keeps the average pace even when the timer fires late.
    const due = Math.min(tokens.length, Math.round(((Date.now() - started) / TICK_MS + 1) * perTick));
    if (sent === 0 && due > 0) onFirstByte?.(Date.now());
    for (; sent < due; sent++) res.write(`data: ${JSON.stringify({ type: 'delta', text: tokens[sent] })}\n\n`);
    if (sent >= tokens.length) {
      clearInterval(timer);
      onEnd?.(Date.now());
      res.end(`data: ${JSON.stringify({ type: 'done' })}\n\n`);
    }
  }, TICK_MS);
  // The response's close, not the request's: a request closes as soon as its body is read.
  res.on('close', () => clearInterval(timer));
}
