import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DownloadOptions {
  url: string;
  /** The final path; the bytes gather in `<path>.part` until they are all there. */
  path: string;
  /** The size the file must have, when it is known before the download (a pinned model). */
  bytes?: number;
  onProgress?: (received: number, total: number) => void;
  signal?: AbortSignal;
  /** Tries after a cut or a failed request, each resuming where the last stopped. */
  attempts?: number;
  /** The wait before the first retry; it doubles after each. */
  retryDelayMs?: number;
}

/** The download cannot complete; the message says why, never the URL's query (it may hold a token). */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

/**
 * Downloads `url` to `path`, resuming a `.part` file left by a cut (with `Range`), retrying a cut
 * or a failed request, and checking the size before the file takes its final name: a file under
 * the final name is always whole. node-llama-cpp's own downloader was not used: after a process
 * restart it started again from nothing, and a server sending the wrong length of a range crashed
 * the process with an unhandled rejection.
 */
export async function downloadModel(options: DownloadOptions): Promise<void> {
  // MODELS_DIR need not exist before the first download (a fresh clone has no models/).
  await mkdir(dirname(options.path), { recursive: true });
  const attempts = options.attempts ?? 5;
  let delay = options.retryDelayMs ?? 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await downloadOnce(options);
      return;
    } catch (error) {
      const final = error instanceof DownloadError || options.signal?.aborted || attempt >= attempts;
      if (final) throw error instanceof DownloadError ? error : new DownloadError(`the download stopped (${reason(error)})`);
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }
}

async function downloadOnce({ url, path, bytes, onProgress, signal }: DownloadOptions): Promise<void> {
  const partPath = `${path}.part`;
  const have = await sizeOf(partPath);
  if (bytes !== undefined && have === bytes) return finish(partPath, path, bytes);
  const response = await fetch(url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, redirect: 'follow', signal });
  // A finished .part whose server has nothing more to send.
  if (response.status === 416 && have > 0) {
    await response.body?.cancel();
    const total = totalOf(response.headers.get('content-range'));
    if (total === have && (bytes === undefined || bytes === have)) return finish(partPath, path, have);
    await rm(partPath, { force: true });
    throw new Error('the partial file did not match; starting again');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    const status = `the server answered ${response.status}`;
    // A 4xx will not change by asking again; a 5xx may.
    if (response.status >= 400 && response.status < 500) throw new DownloadError(status);
    throw new Error(status);
  }
  const resumed = response.status === 206 && startOf(response.headers.get('content-range')) === have;
  const start = resumed ? have : 0;
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  const total = bytes ?? (resumed ? totalOf(response.headers.get('content-range')) : length);
  if (bytes !== undefined && Number.isFinite(length) && start + length !== bytes) {
    await response.body.cancel();
    throw new DownloadError(`the server offers ${start + length} bytes where ${bytes} were expected`);
  }
  let received = start;
  onProgress?.(received, total);
  // Each piece is on disk before the next is read: a cut keeps every byte that arrived, to resume from.
  const file = await open(partPath, resumed ? 'a' : 'w');
  try {
    for await (const chunk of response.body) {
      await file.write(chunk);
      received += chunk.length;
      onProgress?.(received, total);
    }
  } finally {
    await file.close();
  }
  if (Number.isFinite(total) && received < total) throw new Error(`the connection closed after ${received} of ${total} bytes`);
  await finish(partPath, path, Number.isFinite(total) ? total : received);
}

/** The whole file takes its final name; one of another size is removed, never used. */
async function finish(partPath: string, path: string, expected: number): Promise<void> {
  const size = await sizeOf(partPath);
  if (size !== expected) {
    await rm(partPath, { force: true });
    throw new DownloadError(`the file has ${size} bytes where ${expected} were expected`);
  }
  await rename(partPath, path);
}

async function sizeOf(path: string): Promise<number> {
  return stat(path).then(
    (s) => s.size,
    () => 0,
  );
}

function startOf(contentRange: string | null): number | undefined {
  const match = /^bytes (\d+)-/.exec(contentRange ?? '');
  return match ? Number(match[1]) : undefined;
}

function totalOf(contentRange: string | null): number {
  const match = /\/(\d+)$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
