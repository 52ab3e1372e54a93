/**
 * What the shared SSE reader (src/shared/sse/read-sse-events.ts, eventsource-parser) costs against
 * the hand-written one it replaced (bench/sse-baseline.ts):
 * - a typical streamed reply: 1,100 Groq chunks of about 300 bytes, arriving in 1,400-byte pieces;
 * - a hostile one: a 16 MB event that never ends, in 64 KB pieces (what a broken provider may send).
 * Prints time per reply and heap growth. Run: node --import tsx bench/sse-reader.ts
 */
import { MAX_SSE_EVENT_CHARS, MAX_STREAM_BYTES } from '../src/shared/config/safety-limits';
import { readSseEvents, type SseLimits } from '../src/shared/sse/read-sse-events';
import { handWrittenSseData } from './sse-baseline';

type Reader = (body: ReadableStream<Uint8Array>) => AsyncIterable<string>;
const capped: SseLimits = { maxEventChars: MAX_SSE_EVENT_CHARS, maxStreamBytes: MAX_STREAM_BYTES };
const uncapped: SseLimits = { maxEventChars: Infinity, maxStreamBytes: Infinity };
const READERS: Record<string, Reader> = {
  'hand-written (before)': handWrittenSseData,
  'shared, eventsource-parser, capped': (body) => readSseEvents(body, capped),
  'shared, eventsource-parser, no caps': (body) => readSseEvents(body, uncapped),
};

function typicalReply(): Uint8Array[] {
  const events: string[] = [];
  for (let i = 0; i < 1_100; i++) {
    const chunk = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'llama-3.3-70b-versatile', choices: [{ index: 0, delta: { content: ` word${i}` }, finish_reason: null }], x_groq: { id: 'req_1' } };
    events.push(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  const bytes = new TextEncoder().encode(events.join('') + 'data: [DONE]\n\n');
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += 1_400) pieces.push(bytes.slice(at, at + 1_400));
  return pieces;
}

function endlessEvent(): Uint8Array[] {
  const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
  return [new TextEncoder().encode('data: '), ...Array.from({ length: 256 }, () => piece)];
}

function bodyOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      const next = pieces[i++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function run(reader: Reader, pieces: Uint8Array[]): Promise<{ events: number; ms: number; heapMb: number; outcome: string }> {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  let events = 0;
  let outcome = 'read to the end';
  try {
    for await (const _ of reader(bodyOf(pieces))) events++;
  } catch (error) {
    outcome = `stopped: ${error instanceof Error ? error.message : String(error)}`;
  }
  const ms = performance.now() - started;
  return { events, ms, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 1e6, outcome };
}

const typical = typicalReply();
console.log(`Typical reply: ${typical.length} pieces, ${(typical.reduce((n, p) => n + p.length, 0) / 1024).toFixed(0)} KB; median of 100 runs, readers taking turns`);
const times = new Map<string, number[]>(Object.keys(READERS).map((name) => [name, []]));
const events = new Map<string, number>();
for (let i = 0; i < 110; i++) {
  for (const [name, reader] of Object.entries(READERS)) {
    const result = await run(reader, typical);
    if (i >= 10) times.get(name)?.push(result.ms);
    events.set(name, result.events);
  }
}
for (const [name, list] of times) {
  list.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(38)} ${(list[50] ?? 0).toFixed(2)} ms/reply, p90 ${(list[90] ?? 0).toFixed(2)} ms  (${events.get(name)} events)`);
}

const hostile = endlessEvent();
console.log('A 16 MB event that never ends, in 64 KB pieces:');
for (const [name, reader] of Object.entries(READERS)) {
  const result = await run(reader, hostile);
  console.log(`  ${name.padEnd(38)} ${result.ms.toFixed(0).padStart(6)} ms, heap +${result.heapMb.toFixed(0)} MB, ${result.outcome}`);
}
