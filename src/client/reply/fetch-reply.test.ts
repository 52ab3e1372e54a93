import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATH, type QueryRequest } from '../../shared/api-contract';
import { MESSAGES } from '../../shared/config/messages';
import { streamReply } from './fetch-reply';
import { ReplyError } from './reply-error';

const request: QueryRequest = { provider: 'groq', query: 'q', modelName: 'llama-3.3-70b-versatile' };

function sseResponse(chunks: string[], { failAtEnd = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (failAtEnd) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

async function run(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  const deltas: string[] = [];
  const result = streamReply(request, { signal: new AbortController().signal, onDelta: (t) => deltas.push(t) });
  return { result, deltas, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamReply', () => {
  it('posts the request as JSON asking for an event stream', async () => {
    const { result, fetchMock } = await run(sseResponse([event({ type: 'done' })]));
    await result;
    expect(fetchMock).toHaveBeenCalledWith(
      API_PATH,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify(request),
        headers: expect.objectContaining({ accept: 'text/event-stream' }),
      }),
    );
  });

  it('hands over every delta, even when events are split across chunks, until done', async () => {
    const whole = event({ type: 'delta', text: 'Hel' }) + event({ type: 'delta', text: 'lo' }) + event({ type: 'done' });
    const { result, deltas } = await run(sseResponse([whole.slice(0, 7), whole.slice(7, 30), whole.slice(30)]));
    await result;
    expect(deltas).toEqual(['Hel', 'lo']);
  });

  it('keeps multi-byte characters whole when their bytes are split', async () => {
    const bytes = new TextEncoder().encode(event({ type: 'delta', text: 'héllo ✓' }) + event({ type: 'done' }));
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(new Uint8Array([b]));
        c.close();
      },
    });
    const { result, deltas } = await run(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    await result;
    expect(deltas.join('')).toBe('héllo ✓');
  });

  it('rejects with the server reason on an error event, after the text before it', async () => {
    const { result, deltas } = await run(
      sseResponse([event({ type: 'delta', text: 'part' }), event({ type: 'error', error: { code: 'upstream_error', message: 'boom' } })]),
    );
    await expect(result).rejects.toMatchObject({ name: 'ReplyError', code: 'upstream_error', message: 'boom' });
    expect(deltas).toEqual(['part']);
  });

  it('rejects as interrupted when the stream ends without done', async () => {
    const { result } = await run(sseResponse([event({ type: 'delta', text: 'part' })]));
    await expect(result).rejects.toMatchObject({ code: 'stream_interrupted' });
  });

  it('rejects as interrupted when the connection drops', async () => {
    const { result } = await run(sseResponse([event({ type: 'delta', text: 'part' })], { failAtEnd: true }));
    await expect(result).rejects.toMatchObject({ code: 'stream_interrupted' });
  });

  it('skips data lines that are not events it knows', async () => {
    const { result, deltas } = await run(sseResponse(['data: not json\n\n', event({ type: 'ping' }), event({ type: 'done' })]));
    await result;
    expect(deltas).toEqual([]);
  });

  it('raises "Network response was not ok" with the body, the error code and Retry-After on a non-OK reply', async () => {
    const body = JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } });
    const { result } = await run(new Response(body, { status: 429, headers: { 'retry-after': '12' } }));
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplyError);
    expect(error).toMatchObject({ message: MESSAGES.networkNotOk(body), status: 429, code: 'rate_limited', retryAfterSeconds: 12 });
  });

  it('reads a plain JSON reply when the server does not stream', async () => {
    const { result, deltas } = await run(
      new Response(JSON.stringify({ content: '# Hi' }), { headers: { 'content-type': 'application/json' } }),
    );
    await result;
    expect(deltas).toEqual(['# Hi']);
  });

  it('while the server prepares its model, says how far it is and asks again with the same request until it is ready', async () => {
    const loading = (progress: number) =>
      new Response(JSON.stringify({ error: { code: 'local_model_loading', message: 'Preparing', progress } }), { status: 503, headers: { 'retry-after': '0' } });
    const answers = [loading(40), loading(95), sseResponse([event({ type: 'delta', text: 'Hi' }), event({ type: 'done' })])];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const waits: unknown[] = [];
    const deltas: string[] = [];
    await streamReply(request, { signal: new AbortController().signal, onDelta: (t) => deltas.push(t), onWait: (w) => waits.push(w) });
    expect(waits).toEqual([{ kind: 'preparing', percent: 40 }, { kind: 'preparing', percent: 95 }, null]);
    expect(deltas).toEqual(['Hi']);
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[1])).toEqual(Array(3).fill(expect.objectContaining({ body: JSON.stringify(request) })));
  });

  it("reports its place in the server model's queue as it moves, and that the wait is over at the first piece", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => sseResponse([event({ type: 'queued', position: 2 }), event({ type: 'queued', position: 1 }), event({ type: 'delta', text: 'a' }), event({ type: 'delta', text: 'b' }), event({ type: 'done' })])));
    const waits: unknown[] = [];
    await streamReply(request, { signal: new AbortController().signal, onDelta: () => undefined, onWait: (w) => waits.push(w) });
    expect(waits).toEqual([{ kind: 'queued', ahead: 2 }, { kind: 'queued', ahead: 1 }, null]);
  });
});
