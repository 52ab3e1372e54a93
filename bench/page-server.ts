import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };
const TICK_MS = 10;

/** Serves the built page from `root`; any path that is not a file gets index.html (the page's routes). */
export function serveBuiltPage(root: string, req: IncomingMessage, res: ServerResponse): void {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
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
