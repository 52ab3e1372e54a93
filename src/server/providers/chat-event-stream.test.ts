import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SseLimitError } from '../../shared/sse/sse-decoder';
import { BadUpstreamReplyError, StreamCutError } from '../upstream-errors';
import type { ChatStreamEvent } from './chat-provider';
import { readChatEvents, UPSTREAM_SSE_LIMITS } from './chat-event-stream';
import { dialectRules } from './dialect-params';

const rules = dialectRules('generic');
const chunk = (content: string, finish?: string) => `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: finish ?? null }] })}\n\n`;

/** Reads a body written in these pieces (a tick apart, as a socket delivers them); the batches heard and how it ended. */
async function read(pieces: (string | Uint8Array)[], limits = UPSTREAM_SSE_LIMITS) {
  const body = new PassThrough();
  const batches: ChatStreamEvent[][] = [];
  const ended = new Promise<unknown>((resolve) => readChatEvents(body, rules, limits).read({ events: (batch) => batches.push(batch), end: resolve }));
  for (const piece of pieces) {
    body.write(piece);
    await new Promise((r) => setImmediate(r));
  }
  body.end();
  return { batches, error: await ended, body };
}

describe('reading a provider’s event stream', () => {
  it('hears the deltas each piece completed together, whatever the split, then done at the end', async () => {
    const whole = chunk('a ') + chunk('b ') + chunk('c', 'stop');
    const { batches, error } = await read([whole.slice(0, 10), whole.slice(10, 75), whole.slice(75), 'data: [DONE]\n\n']);
    expect(error).toBeUndefined();
    expect(batches.flat()).toEqual([{ type: 'delta', text: 'a ' }, { type: 'delta', text: 'b ' }, { type: 'delta', text: 'c' }, { type: 'done', usage: undefined }]);
    expect(batches.length).toBeLessThan(4);
  });

  it('decodes a character split across pieces, skips comments and events without data, and joins data lines', async () => {
    const bytes = new TextEncoder().encode(chunk('😀'));
    const joined = `data: {"choices":[{"delta":\ndata: {"content":"x"},"finish_reason":"stop"}]}\n\n`;
    const { batches, error } = await read([bytes.slice(0, 40), bytes.slice(40), ': keep-alive\n\nevent: ping\n\n', joined]);
    expect(error).toBeUndefined();
    expect(batches.flat().map((e) => (e.type === 'delta' ? e.text : e.type))).toEqual(['😀', 'x', 'done']);
  });

  it('takes nothing after [DONE] but reads the body to its end (the connection is kept)', async () => {
    const { batches, error, body } = await read([chunk('a', 'stop'), 'data: [DONE]\n\n', chunk('late')]);
    expect(error).toBeUndefined();
    expect(batches.flat()).toEqual([{ type: 'delta', text: 'a' }, { type: 'done', usage: undefined }]);
    expect(body.readableEnded).toBe(true);
  });

  it('ends with SyntaxError on a payload that is not JSON, after the deltas before it, and drops the connection', async () => {
    const { batches, error, body } = await read([`${chunk('kept ')}data: {"broken\n\n`]);
    expect(batches.flat()).toEqual([{ type: 'delta', text: 'kept ' }]);
    expect(error).toBeInstanceOf(SyntaxError);
    expect(body.destroyed).toBe(true);
  });

  it('ends with BadUpstreamReplyError on a payload without a chunk’s shape, StreamCutError on a provider’s error', async () => {
    expect((await read(['data: {"choices":"no"}\n\n'])).error).toBeInstanceOf(BadUpstreamReplyError);
    expect((await read([chunk('a '), 'data: {"error":{"message":"overloaded"}}\n\n'])).error).toBeInstanceOf(StreamCutError);
  });

  it('ends with StreamCutError when the body ends before a finished chunk', async () => {
    const { batches, error } = await read([chunk('half ')]);
    expect(batches.flat()).toEqual([{ type: 'delta', text: 'half ' }]);
    expect(error).toBeInstanceOf(StreamCutError);
  });

  it('stops at an event over the cap, without reading the rest, and drops the connection', async () => {
    const { error, body } = await read([chunk('ok '), 'data: ', 'x'.repeat(2_000), 'x'.repeat(2_000)], { maxEventChars: 1_000, maxStreamBytes: 1e9 });
    expect(error).toEqual(new SseLimitError('event'));
    expect(body.destroyed).toBe(true);
  });

  it('stops a body that never ends once its duration passes', async () => {
    const body = new PassThrough();
    const error = await new Promise((resolve) => readChatEvents(body, rules, { ...UPSTREAM_SSE_LIMITS, maxDurationMs: 30 }).read({ events: () => {}, end: resolve }));
    expect(error).toEqual(new SseLimitError('duration'));
    expect(body.destroyed).toBe(true);
  });

  it('pauses and resumes the body, and after cancel drops it and says nothing more', async () => {
    const body = new PassThrough();
    const heard: unknown[] = [];
    const stream = readChatEvents(body, rules);
    stream.read({ events: (batch) => heard.push(batch), end: (error) => heard.push(error ?? 'end') });
    stream.pause();
    expect(body.isPaused()).toBe(true);
    stream.resume();
    expect(body.isPaused()).toBe(false);
    stream.cancel();
    body.write(chunk('after'));
    await new Promise((r) => setImmediate(r));
    expect(body.destroyed).toBe(true);
    expect(heard).toEqual([]);
  });
});
