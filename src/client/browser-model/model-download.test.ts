import { describe, expect, it } from 'vitest';
import { byteDifference } from '../../../tests/byte-difference';
import { downloadModel, DownloadError, type PartFile } from './model-download';

const FILE = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7) % 251);

/** The `.part` file in memory, as OPFS's synchronous handle behaves. */
function memoryPart(initial = new Uint8Array(0)) {
  let bytes = initial.slice();
  const part: PartFile = {
    size: () => bytes.length,
    write(chunk, at) {
      const next = new Uint8Array(Math.max(bytes.length, at + chunk.length));
      next.set(bytes);
      next.set(chunk, at);
      bytes = next;
    },
    truncate(size) {
      bytes = bytes.slice(0, size);
    },
    flush() {},
  };
  return { part, bytes: () => bytes };
}

interface Served {
  range: string | null;
}

/**
 * A server of FILE that honours Range (unless `ignoreRange`), answering with `status` where given, and
 * cutting its first answer after `cutAfter` bytes (the stream errors, as a dropped connection does).
 */
function server({ cutAfter, status, ignoreRange = false }: { cutAfter?: number; status?: number; ignoreRange?: boolean } = {}) {
  const served: Served[] = [];
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range');
    served.push({ range });
    if (status) return new Response('no', { status });
    const from = range && !ignoreRange ? Number(/bytes=(\d+)-/.exec(range)![1]) : 0;
    const body = FILE.subarray(from);
    const cut = served.length === 1 ? cutAfter : undefined;
    const sent = cut === undefined ? body : body.subarray(0, cut);
    let at = 0;
    // Piece by piece as the reader asks, so that a cut comes after the pieces before it were read.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at < sent.length) controller.enqueue(sent.slice(at, (at += 16_384)));
        else if (cut === undefined) controller.close();
        else controller.error(new TypeError('network error'));
      },
    });
    const headers: Record<string, string> = from > 0 ? { 'content-range': `bytes ${from}-${FILE.length - 1}/${FILE.length}`, 'content-length': String(body.length) } : { 'content-length': String(FILE.length) };
    return new Response(stream, { status: from > 0 ? 206 : 200, headers });
  }) as typeof fetch;
  return { fetchImpl, served };
}

const download = (part: PartFile, fetchImpl: typeof fetch, { bytes = FILE.length as number | undefined, signal = new AbortController().signal } = {}) => {
  const progress: number[] = [];
  const done = downloadModel({ url: 'https://models.test/m.gguf', bytes, part, signal, fetch: fetchImpl, backoffMs: 0, onProgress: (loaded, total) => progress.push(Math.round((loaded / total!) * 100)) });
  return { done, progress };
};

describe('the browser model’s download', () => {
  it('writes the whole file and reports its progress up to 100 %', async () => {
    const { part, bytes } = memoryPart();
    const { done, progress } = download(part, server().fetchImpl);
    await expect(done).resolves.toBe(FILE.length);
    expect(byteDifference(bytes(), FILE)).toBe(-1);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('resumes a cut download from its last byte with a Range request', async () => {
    const { part, bytes } = memoryPart();
    const { fetchImpl, served } = server({ cutAfter: 40_000 });
    await expect(download(part, fetchImpl).done).resolves.toBe(FILE.length);
    expect(served.map((s) => s.range)).toEqual([null, 'bytes=40000-']);
    expect(byteDifference(bytes(), FILE)).toBe(-1);
  });

  it('resumes a part left by an earlier visit, its size learnt from Content-Range when unknown', async () => {
    const { part, bytes } = memoryPart(FILE.slice(0, 60_000));
    const { fetchImpl, served } = server();
    await expect(download(part, fetchImpl, { bytes: undefined }).done).resolves.toBe(FILE.length);
    expect(served.map((s) => s.range)).toEqual(['bytes=60000-']);
    expect(byteDifference(bytes(), FILE)).toBe(-1);
  });

  it('starts again from the first byte when the server ignores Range', async () => {
    const { part, bytes } = memoryPart(Uint8Array.from({ length: 30_000 }, () => 9));
    await expect(download(part, server({ ignoreRange: true }).fetchImpl).done).resolves.toBe(FILE.length);
    expect(byteDifference(bytes(), FILE)).toBe(-1);
  });

  it('refuses a file longer than its size, and gives up on a 404 after one request', async () => {
    const longer = memoryPart();
    await expect(download(longer.part, server().fetchImpl, { bytes: FILE.length - 1 }).done).rejects.toBeInstanceOf(DownloadError);
    const missing = server({ status: 404 });
    await expect(download(memoryPart().part, missing.fetchImpl).done).rejects.toBeInstanceOf(DownloadError);
    expect(missing.served).toHaveLength(1);
  });

  it('keeps what came when stopped, for the next download to resume', async () => {
    const { part, bytes } = memoryPart();
    const stop = new AbortController();
    const { fetchImpl } = server({ cutAfter: 50_000 });
    const { done } = download(part, fetchImpl, { signal: stop.signal });
    stop.abort(new DOMException('Stopped', 'AbortError'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(bytes().length).toBeLessThan(FILE.length);
    expect(byteDifference(bytes(), FILE.slice(0, bytes().length))).toBe(-1);
  });
});
