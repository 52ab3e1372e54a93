import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { echoOf, type FakeScript, type RecordedRequest } from './fake-script';
import { DONE_EVENT, groqWire } from './groq-wire';
import { ollamaWire } from './ollama-wire';
import { usageFor, type WireFormat } from './wire-format';

/**
 * A fake of an OpenAI-compatible provider for tests and benchmarks: Groq's API by default, or
 * Ollama's (`flavour: 'ollama'`). It answers POST <base>/chat/completions and GET <base>/models in
 * that provider's wire format, records every chat request, and injects the faults a FakeScript
 * asks for. Control API: GET /__fake/health, POST /__fake/reset, POST /__fake/script,
 * GET /__fake/requests, POST /__fake/models ({ "ids": [...] }, or { "status": 500 } to fail reads),
 * GET /__fake/paused (how many answers wait at a pause), POST /__fake/release (let them go on).
 */
export const FAKE_CHAT_PATH = '/openai/v1/chat/completions';

export const FAKE_FLAVOURS = { groq: groqWire, ollama: ollamaWire } as const;
export type FakeFlavour = keyof typeof FAKE_FLAVOURS;

/** What GET <base>/models answers: these ids, or an error status. */
export type FakeModels = { ids: string[] } | { status: number };

export interface FakeUpstreamOptions {
  port?: number;
  host?: string;
  /** Keep no request records (benchmarks: memory stays flat under load). */
  record?: boolean;
  flavour?: FakeFlavour;
  models?: FakeModels;
}

export interface FakeUpstreamHandle {
  /** Root URL, e.g. http://127.0.0.1:4301 */
  url: string;
  /** The base URL the server's GROQ_BASE_URL (or OLLAMA_BASE_URL) points at. */
  baseURL: string;
  port: number;
  script(script: FakeScript): void;
  requests(): RecordedRequest[];
  setModels(models: FakeModels): void;
  /** How many times GET <base>/models was asked. */
  modelReads(): number;
  /** How many answers wait at one of their script's `pauses`. */
  paused(): number;
  /** Lets every waiting answer go on to its next pause or its end. */
  release(): void;
  reset(): void;
  close(): Promise<void>;
}

interface QueuedScript {
  script: FakeScript;
  used: number;
}

interface ChatBody {
  model: string;
  stream: boolean;
  includeUsage: boolean;
  lastUserText: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function createFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstreamHandle> {
  const { host = '127.0.0.1', record = true } = options;
  const wire: WireFormat = FAKE_FLAVOURS[options.flavour ?? 'groq'];
  const chatPath = `${wire.basePath}/chat/completions`;
  let models: FakeModels = options.models ?? { ids: ['fake-model-a', 'fake-model-b'] };
  let modelReads = 0;
  let queue: QueuedScript[] = [];
  let records: RecordedRequest[] = [];
  let nextId = 1;
  let waiting: (() => void)[] = [];
  const pause = () => new Promise<void>((resolve) => waiting.push(resolve));
  const releaseAll = () => {
    const resume = waiting;
    waiting = [];
    for (const go of resume) go();
  };

  function takeScript(userText: string, model: string): FakeScript {
    const entry = queue.find(
      (q) =>
        q.used < (q.script.times ?? 1) &&
        (q.script.match === undefined || userText.includes(q.script.match)) &&
        (q.script.model === undefined || q.script.model === model),
    );
    if (!entry) return {};
    entry.used += 1;
    queue = queue.filter((q) => q.used < (q.script.times ?? 1));
    return entry.script;
  }

  const server = createServer((req, res) => {
    void route(req, res).catch(() => res.destroy());
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const raw = await readBody(req);
    if (req.method === 'GET' && path === '/__fake/health') return sendJson(res, 200, { ok: true });
    if (req.method === 'POST' && path === '/__fake/reset') {
      queue = [];
      records = [];
      releaseAll();
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'POST' && path === '/__fake/script') {
      const script = parseJson(raw);
      if (typeof script !== 'object' || script === null) return sendJson(res, 400, { error: 'script must be an object' });
      queue.push({ script: script as FakeScript, used: 0 });
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'GET' && path === '/__fake/requests') return sendJson(res, 200, records);
    if (req.method === 'GET' && path === '/__fake/paused') return sendJson(res, 200, { paused: waiting.length });
    if (req.method === 'POST' && path === '/__fake/release') {
      releaseAll();
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'POST' && path === '/__fake/models') {
      models = parseJson(raw) as FakeModels;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'GET' && path === `${wire.basePath}/models`) {
      modelReads += 1;
      if ('status' in models) return sendRaw(res, models.status, 'application/json', wire.errorBody(models.status, ''));
      return sendRaw(res, 200, 'application/json', wire.modelList(models.ids));
    }
    if (req.method === 'POST' && path === chatPath) return chat(req, res, path, raw);
    sendJson(res, 404, { error: { message: 'Unknown request URL', type: 'invalid_request_error', code: 'unknown_url' } });
  }

  async function chat(req: IncomingMessage, res: ServerResponse, path: string, raw: string): Promise<void> {
    const body = parseJson(raw);
    const entry: RecordedRequest = { path, authorization: req.headers.authorization, headers: req.headers, body, aborted: false, receivedAt: Date.now() };
    if (record) records.push(entry);
    let selfClosed = false;
    res.on('close', () => {
      entry.closedAt = Date.now();
      if (!res.writableFinished && !selfClosed) entry.aborted = true;
    });
    const chat = readChatBody(body);
    if (!chat) return sendRaw(res, 400, 'application/json', wire.errorBody(400, ''));

    const script = takeScript(chat.lastUserText, chat.model);
    const id = `chatcmpl-fake-${nextId++}`;
    if (script.hang) return; // the response stays open until the client gives up or close() runs
    if (script.delayMs) await sleep(script.delayMs);
    if (script.pauses?.includes(0)) await pause();
    if (res.destroyed) return;
    if (script.status !== undefined && script.status !== 200) {
      const headers: Record<string, string> = {};
      if (script.retryAfter !== undefined) headers['retry-after'] = String(script.retryAfter);
      return sendRaw(res, script.status, 'application/json', wire.errorBody(script.status, chat.model), headers);
    }

    const reply = script.reply ?? echoOf(chat.lastUserText);
    const chunks = script.chunks ?? splitIntoChunks(reply);
    const usage = usageFor(chat.lastUserText, chunks.join(''));
    if (!chat.stream) {
      if (script.malformed) return sendRaw(res, 200, 'application/json', '{"id": "broken", "choices": [');
      const full = ' '.repeat(script.jsonPaddingBytes ?? 0) + wire.completionBody(id, chat.model, chunks.join(''), usage);
      if (script.cutBody) {
        // The status line and half the body, then the connection drops: the reply was generated.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(full) });
        res.write(full.slice(0, full.length >> 1));
        selfClosed = true;
        await sleep(20);
        res.socket?.destroy();
        return;
      }
      return sendRaw(res, 200, 'application/json', full);
    }

    const budget = script.tokenBudget ? { 'x-ratelimit-remaining-tokens': String(script.tokenBudget.remaining), 'x-ratelimit-reset-tokens': script.tokenBudget.reset } : {};
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...budget });
    res.write(wire.chunkEvent(id, chat.model, { delta: { role: 'assistant', content: '' } }));
    if (script.malformed) {
      res.end(`${wire.chunkEvent(id, chat.model, { delta: { content: chunks[0] ?? '' } })}data: {"id": "broken", "choices": [\n\n`);
      return;
    }
    if (script.endless || script.oversizedEventChars !== undefined) return misbehave(res, script, (text) => wire.chunkEvent(id, chat.model, { delta: { content: text } }));
    for (const [index, text] of chunks.entries()) {
      if (res.destroyed) return;
      if (script.cutAfterChunks !== undefined && index >= script.cutAfterChunks) break;
      if (index > 0 && script.chunkDelayMs) await sleep(script.chunkDelayMs);
      if (index > 0 && script.pauses?.includes(index)) await pause();
      if (res.destroyed) return;
      res.write(wire.chunkEvent(id, chat.model, { delta: { content: text } }));
    }
    if (res.destroyed) return;
    if (script.cutAfterChunks !== undefined) {
      await sleep(20); // let the client read what came before the cut, as over a real network
      selfClosed = true;
      if (script.cutBySocket) {
        res.socket?.destroy();
        return;
      }
      res.end(wire.streamErrorEvent(id, chat.model));
      return;
    }
    if (wire.usageInLastChunk) res.write(wire.chunkEvent(id, chat.model, { delta: {}, finishReason: 'stop', usage }));
    else {
      res.write(wire.chunkEvent(id, chat.model, { delta: {}, finishReason: 'stop' }));
      if (chat.includeUsage) res.write(wire.chunkEvent(id, chat.model, { delta: {}, usage }));
    }
    res.end(DONE_EVENT);
  }

  /** A stream that never ends: steady chunks, or one event that never closes, until the client leaves. */
  async function misbehave(res: ServerResponse, script: FakeScript, event: (text: string) => string): Promise<void> {
    res.write(event('a '));
    if (script.oversizedEventChars !== undefined) {
      res.write('data: ');
      const piece = 'x'.repeat(64 * 1024);
      for (let sent = 0; sent < script.oversizedEventChars && !res.destroyed; sent += piece.length) {
        if (!res.write(piece)) await drainOrClose(res);
      }
      return;
    }
    while (!res.destroyed) {
      await sleep(script.chunkDelayMs ?? 10);
      if (!res.destroyed) res.write(event('more '));
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  return {
    url,
    baseURL: `${url}${wire.basePath}`,
    port,
    script: (script) => void queue.push({ script, used: 0 }),
    requests: () => records,
    setModels: (next) => {
      models = next;
    },
    modelReads: () => modelReads,
    paused: () => waiting.length,
    release: releaseAll,
    reset: () => {
      queue = [];
      records = [];
      releaseAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseAll();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

function readChatBody(body: unknown): ChatBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { model, stream, messages, stream_options: streamOptions } = body as Record<string, unknown>;
  if (typeof model !== 'string' || !Array.isArray(messages)) return undefined;
  const users = messages.filter(
    (m): m is { content: string } =>
      typeof m === 'object' && m !== null && (m as Record<string, unknown>).role === 'user' && typeof (m as Record<string, unknown>).content === 'string',
  );
  const includeUsage = typeof streamOptions === 'object' && streamOptions !== null && (streamOptions as Record<string, unknown>).include_usage === true;
  return { model, stream: stream === true, includeUsage, lastUserText: users.at(-1)?.content ?? '' };
}

/** Word-sized pieces, so that a stream has several chunks. */
function splitIntoChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [text];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  sendRaw(res, status, 'application/json', JSON.stringify(value));
}

function sendRaw(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}
