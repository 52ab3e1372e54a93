import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider that says what the fake upstream (tests/fake-upstream) cannot: a body of any size or
 * one that never ends, under any status and content type, on every path (chat completions and
 * /models alike). Loopback only. It counts the bytes it sent per answer and sees when the client
 * dropped the connection, so a test can prove the server stopped reading early.
 */
export interface HostileAnswer {
  status: number;
  contentType: string;
  /** Sent before the endless part (e.g. the start of a JSON body). */
  prefix?: string;
  /** Bytes of filler after the prefix; Infinity for a body that never ends. */
  fillerBytes: number;
  /** The filler's byte: spaces by default (one endless JSON token or SSE line); `\n` gives endless empty SSE lines. */
  fillerByte?: number;
  headers?: Record<string, string>;
}

export interface HostileUpstream {
  /** The base URL a provider is configured with (`…/v1`). */
  baseURL: string;
  answer(next: HostileAnswer): void;
  /** Bytes written for the last answer, and whether the client hung up before its end. */
  last(): { bytesSent: number; clientClosed: boolean };
  /** Settles when the last answer is over (finished, or dropped by the client). */
  lastClosed(): Promise<void>;
  close(): Promise<void>;
}

const FILLER_CHUNK = 64 * 1024;
/** An "endless" body stops here anyway, so a broken server under test cannot take the machine. */
const HARD_STOP_BYTES = 256 * 1024 * 1024;

export async function createHostileUpstream(): Promise<HostileUpstream> {
  let current: HostileAnswer = { status: 200, contentType: 'application/json', prefix: '{}', fillerBytes: 0 };
  let state = { bytesSent: 0, clientClosed: false };
  let closed: Promise<void> = Promise.resolve();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const answer = current;
    const mine = { bytesSent: 0, clientClosed: false };
    state = mine;
    closed = new Promise((resolve) => res.on('close', () => resolve()));
    res.on('close', () => {
      if (!res.writableFinished) mine.clientClosed = true;
    });
    res.writeHead(answer.status, { 'content-type': answer.contentType, ...answer.headers });
    const prefix = Buffer.from(answer.prefix ?? '');
    res.write(prefix);
    mine.bytesSent += prefix.length;
    const limit = Math.min(answer.fillerBytes, HARD_STOP_BYTES);
    const filler = Buffer.alloc(FILLER_CHUNK, answer.fillerByte ?? 0x20);
    let filled = 0;
    const pump = () => {
      while (filled < limit && !res.destroyed) {
        const part = filler.subarray(0, Math.min(filler.length, limit - filled));
        filled += part.length;
        mine.bytesSent += part.length;
        if (!res.write(part)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    answer: (next) => {
      current = next;
    },
    last: () => state,
    lastClosed: () => closed,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
