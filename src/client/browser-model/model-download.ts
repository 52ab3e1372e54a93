/*
 * The browser model's download (DESIGN.md, No key needed: In this browser), written into a `.part`
 * file as it comes: a cut (the network, a closed tab, Cancel download) is resumed from its last byte
 * with a Range request, and the caller gives the file its final name only when it is whole.
 */

/** The `.part` file: OPFS's synchronous access handle in the worker, memory in the tests. */
export interface PartFile {
  size(): number;
  write(chunk: Uint8Array, at: number): void;
  truncate(size: number): void;
  flush(): void;
}

export interface DownloadOptions {
  url: string;
  /** The whole file's size where it is known beforehand: a longer part is started again. */
  bytes: number | undefined;
  part: PartFile;
  signal: AbortSignal;
  onProgress: (loaded: number, total: number | undefined) => void;
  fetch?: typeof fetch;
  /** Tries after the first, for failures that may pass (the network, a 5xx), each after a longer wait. */
  retries?: number;
  backoffMs?: number;
}

/** A download that cannot succeed by trying again (a 4xx), or that ran out of tries. */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

const DEFAULT_RETRIES = 4;
const DEFAULT_BACKOFF_MS = 1000;

/**
 * Fills `part` with the file at `url`, resuming from what it already holds, and resolves with the
 * file's size once the part holds all of it. Rejects with the signal's reason when stopped (the part
 * keeps what came) and with a DownloadError when the file cannot be had.
 */
export async function downloadModel({ url, bytes, part, signal, onProgress, fetch: fetchImpl = fetch, retries = DEFAULT_RETRIES, backoffMs = DEFAULT_BACKOFF_MS }: DownloadOptions): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await downloadOnce(url, bytes, part, signal, onProgress, fetchImpl);
    } catch (error) {
      if (signal.aborted || error instanceof DownloadError || attempt >= retries) {
        throw signal.aborted ? signal.reason : error instanceof DownloadError ? error : new DownloadError(`The download of ${url} failed: ${String(error)}`);
      }
      await delay(backoffMs * 2 ** attempt, signal);
    }
  }
}

async function downloadOnce(url: string, bytes: number | undefined, part: PartFile, signal: AbortSignal, onProgress: DownloadOptions['onProgress'], fetchImpl: typeof fetch): Promise<number> {
  if (bytes !== undefined && part.size() > bytes) part.truncate(0);
  const offset = part.size();
  if (bytes !== undefined && offset === bytes) return bytes;
  const response = await fetchImpl(url, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, signal, cache: 'no-store' });
  // A part longer than the file (it changed): the whole file again.
  if (response.status === 416) {
    part.truncate(0);
    throw new Error('the part no longer fits the file');
  }
  if (response.status >= 400 && response.status < 500) throw new DownloadError(`${url} answered ${response.status}`);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  // A server that ignores Range sends the whole file from its first byte.
  let at = response.status === 206 ? offset : 0;
  if (at === 0) part.truncate(0);
  const total = bytes ?? totalOf(response, at);
  onProgress(at, total);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total !== undefined && at + value.byteLength > total) throw new DownloadError(`${url} is longer than its ${total} bytes`);
      part.write(value, at);
      at += value.byteLength;
      onProgress(at, total);
    }
  } finally {
    part.flush();
    reader.releaseLock();
  }
  if (total !== undefined && at !== total) throw new Error(`the download stopped at ${at} of ${total} bytes`);
  return at;
}

/** The whole file's size from the answer: Content-Range's total for a 206, else Content-Length. */
function totalOf(response: Response, offset: number): number | undefined {
  const range = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '');
  if (range) return Number(range[1]);
  const length = Number(response.headers.get('content-length') ?? NaN);
  return Number.isFinite(length) ? offset + length : undefined;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
