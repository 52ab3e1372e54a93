import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { byteDifference } from '../../../tests/byte-difference';
import { downloadModel } from './download-model';

const FILE = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

/** A file server that honours Range, and cuts its first answer after `cutAfter` bytes when asked. */
async function fileServer(cutAfter?: number): Promise<{ url: string; ranges: (string | undefined)[] }> {
  const ranges: (string | undefined)[] = [];
  let cut = cutAfter !== undefined;
  const server: Server = createServer((req, res) => {
    ranges.push(req.headers.range);
    if (req.url !== '/m.gguf') {
      res.writeHead(404).end();
      return;
    }
    const match = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    if (start >= FILE.length) {
      res.writeHead(416, { 'content-range': `bytes */${FILE.length}` }).end();
      return;
    }
    const headers: Record<string, string> = { 'content-length': String(FILE.length - start), 'accept-ranges': 'bytes' };
    if (match) headers['content-range'] = `bytes ${start}-${FILE.length - 1}/${FILE.length}`;
    res.writeHead(match ? 206 : 200, headers);
    if (cut) {
      cut = false;
      res.write(FILE.subarray(start, start + (cutAfter ?? 0)), () => res.destroy());
      return;
    }
    res.end(FILE.subarray(start));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/m.gguf`, ranges };
}

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'download-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('downloading a model file', () => {
  it('reports progress up to the whole size and gives the file its name only when it is whole', async () => {
    const { url } = await fileServer();
    // Into a MODELS_DIR that does not exist yet, as on a fresh clone.
    const path = join(await folder(), 'models', 'm.gguf');
    const progress: number[] = [];
    await downloadModel({ url, path, bytes: FILE.length, onProgress: (done, total) => progress.push(done / total) });
    expect(byteDifference(await readFile(path), FILE)).toBe(-1);
    expect(progress.at(-1)).toBe(1);
  });

  it('resumes a cut download where it stopped, with a Range request', async () => {
    const server = await fileServer(100_000);
    const path = join(await folder(), 'm.gguf');
    await downloadModel({ url: server.url, path, bytes: FILE.length, retryDelayMs: 1 });
    expect(byteDifference(await readFile(path), FILE)).toBe(-1);
    expect(server.ranges).toEqual([undefined, 'bytes=100000-']);
  });

  it('resumes a .part file left by an earlier process', async () => {
    const server = await fileServer();
    const dir = await folder();
    await writeFile(join(dir, 'm.gguf.part'), FILE.subarray(0, 123_456));
    await downloadModel({ url: server.url, path: join(dir, 'm.gguf'), bytes: FILE.length });
    expect(byteDifference(await readFile(join(dir, 'm.gguf')), FILE)).toBe(-1);
    expect(server.ranges).toEqual(['bytes=123456-']);
  });

  it('refuses a file of another size than expected, and leaves nothing under the final name', async () => {
    const { url } = await fileServer();
    const dir = await folder();
    await expect(downloadModel({ url, path: join(dir, 'm.gguf'), bytes: FILE.length + 1 })).rejects.toThrow(/bytes where .* were expected/);
    expect(await readdir(dir)).not.toContain('m.gguf');
  });

  it('gives up on a 404 at once, saying the status', async () => {
    const server = await fileServer();
    const dir = await folder();
    await expect(downloadModel({ url: server.url.replace('m.gguf', 'missing.gguf'), path: join(dir, 'm.gguf'), retryDelayMs: 1 })).rejects.toThrow('the server answered 404');
    expect(server.ranges).toHaveLength(1);
    expect(await readdir(dir)).toEqual([]);
  });
});
