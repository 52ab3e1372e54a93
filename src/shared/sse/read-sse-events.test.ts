import { describe, expect, it } from 'vitest';
import { readSseEvents, SseLimitError, type SseLimits } from './read-sse-events';

const roomy: SseLimits = { maxEventChars: 1024, maxStreamBytes: 1024 * 1024 };
const encoder = new TextEncoder();

/** A body that sends these pieces and counts how many the reader pulled. */
function body(parts: (string | Uint8Array)[], keepOpen = false) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[pulled++];
      if (part === undefined) {
        if (!keepOpen) controller.close();
        return;
      }
      controller.enqueue(typeof part === 'string' ? encoder.encode(part) : part);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

async function all(parts: (string | Uint8Array)[], limits: SseLimits = roomy): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseEvents(body(parts).stream, limits)) out.push(data);
  return out;
}

describe('reading server-sent events', () => {
  it('yields the data of each event once its blank line arrives, whatever the network split', async () => {
    expect(await all(['da', 'ta: {"te', 'xt":"hi"}', '\n', '\ndata: {"b":2}\n\n'])).toEqual(['{"text":"hi"}', '{"b":2}']);
  });

  it('handles CRLF line ends, even with the pair split between chunks, and lone CRs', async () => {
    expect(await all(['data: one\r', '\n\r\n', 'data: two\r\n\r\n'])).toEqual(['one', 'two']);
    expect(await all(['data: one\r\rdata: two\r\r'])).toEqual(['one', 'two']);
  });

  it('joins several data lines with newlines and skips comments, other fields and events without data', async () => {
    expect(await all([': keep-alive\n\nevent: ping\n\n', 'event: message\nid: 3\ndata: a\ndata:b\n\n'])).toEqual(['a\nb']);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = encoder.encode('data: "😀"\n\n');
    expect(await all([bytes.slice(0, 8), bytes.slice(8)])).toEqual(['"😀"']);
  });

  it('drops an event the body cut off before its blank line', async () => {
    expect(await all(['data: one\n\ndata: last'])).toEqual(['one']);
  });

  it('stops at an event larger than the cap, without reading the rest of the body', async () => {
    const pieces = Array.from({ length: 100 }, () => 'x'.repeat(100));
    const b = body(['data: ok\n\ndata: ', ...pieces]);
    const seen: string[] = [];
    const reading = (async () => {
      for await (const data of readSseEvents(b.stream, { maxEventChars: 1_000, maxStreamBytes: 1e9 })) seen.push(data);
    })();
    await expect(reading).rejects.toEqual(new SseLimitError('event'));
    expect(seen).toEqual(['ok']);
    expect(b.pulled()).toBeLessThan(20);
    expect(b.cancelled()).toBe(true);
  });

  it('stops when the whole body passes its cap, even in small well-formed events', async () => {
    const events = Array.from({ length: 100 }, (_, i) => `data: ${i}\n\n`);
    await expect(all(events, { maxEventChars: 100, maxStreamBytes: 200 })).rejects.toEqual(new SseLimitError('stream'));
  });

  it('stops a body that never ends once its duration passes, and cancels it', async () => {
    const b = body(['data: first\n\n'], true);
    const seen: string[] = [];
    const reading = (async () => {
      for await (const data of readSseEvents(b.stream, { ...roomy, maxDurationMs: 50 })) seen.push(data);
    })();
    await expect(reading).rejects.toEqual(new SseLimitError('duration'));
    expect(seen).toEqual(['first']);
    expect(b.cancelled()).toBe(true);
  });

  it('cancels the body when the reader stops early', async () => {
    const b = body(['data: a\n\ndata: b\n\n'], true);
    for await (const data of readSseEvents(b.stream, roomy)) if (data === 'a') break;
    expect(b.cancelled()).toBe(true);
  });
});
