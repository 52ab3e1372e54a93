import { describe, expect, it } from 'vitest';
import { readSseData } from './read-sse-data';

function body(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const batch of readSseData(stream)) out.push(...batch);
  return out;
}

describe('reading SSE data payloads', () => {
  it('yields each JSON payload, whatever the network split, and stops at [DONE]', async () => {
    expect(await all(body('data: {"a":', '1}\n', '\ndata: {"b":"é"}\r\n\r\n', 'data: [DONE]\n\n', 'data: {"c":3}\n\n'))).toEqual([{ a: 1 }, { b: 'é' }]);
  });

  it('skips comments and events without data, and joins multi-line data', async () => {
    expect(await all(body(': keep-alive\n\nevent: ping\n\ndata: [1,\ndata: 2]\n\n'))).toEqual([[1, 2]]);
  });

  it('splits a multi-byte character across chunks correctly', async () => {
    const bytes = new TextEncoder().encode('data: "😀"\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    expect(await all(stream)).toEqual(['😀']);
  });

  it('yields the payloads of one piece of the body together, so the server writes them at once', async () => {
    const batches: unknown[][] = [];
    for await (const batch of readSseData(body('data: 1\n\ndata: 2\n\ndata: 3', '\n\n'))) batches.push(batch);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('throws on a payload that is not JSON', async () => {
    await expect(all(body('data: {"broken\n\n'))).rejects.toThrow(SyntaxError);
  });
});
