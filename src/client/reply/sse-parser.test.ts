import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

function parseAll(chunks: string[]): string[] {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('SSE parser', () => {
  it('emits the data of each event once its blank line arrives', () => {
    expect(parseAll(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins a line split across chunks', () => {
    expect(parseAll(['da', 'ta: {"te', 'xt":"hi"}', '\n', '\n'])).toEqual(['{"text":"hi"}']);
  });

  it('handles CRLF line ends even when the pair is split between chunks', () => {
    expect(parseAll(['data: one\r', '\n\r\n', 'data: two\r\n\r\n'])).toEqual(['one', 'two']);
  });

  it('accepts lone CR line ends', () => {
    expect(parseAll(['data: one\r\rdata: two\r\r'])).toEqual(['one', 'two']);
  });

  it('joins several data lines of one event with newlines and skips comments and other fields', () => {
    expect(parseAll([': keep-alive\n', 'event: message\nid: 3\ndata: a\ndata:b\n\n'])).toEqual(['a\nb']);
  });

  it('dispatches an event left without its blank line when the stream ends', () => {
    expect(parseAll(['data: last'])).toEqual(['last']);
  });

  it('emits nothing for a stream without data', () => {
    expect(parseAll(['\n\n: ping\n\n'])).toEqual([]);
  });
});
