import { describe, expect, it } from 'vitest';
import { readGroqChunk } from './groq-dialect';
import { readCompletion, readStandardChunk } from './wire-schemas';

const usage = { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 };

describe('reading the wire format by hand', () => {
  it('reads a reply, a chunk, a last chunk and a Groq usage', () => {
    expect(readCompletion({ choices: [{ message: { content: 'Hi' } }], usage })).toEqual({ content: 'Hi', usage: { promptTokens: 3, completionTokens: 4, totalTokens: 7 } });
    expect(readCompletion({ choices: [{ message: { content: null } }] })).toEqual({ content: '', usage: undefined });
    expect(readStandardChunk({ choices: [{ delta: { content: 'a' }, finish_reason: null }] })).toEqual({ text: 'a', finished: false, usage: undefined, failed: false });
    expect(readStandardChunk({ choices: [{ delta: {}, finish_reason: 'stop' }], usage })).toMatchObject({ finished: true, usage: { totalTokens: 7 } });
    expect(readStandardChunk({ choices: [], usage })).toMatchObject({ finished: false, usage: { totalTokens: 7 } });
    expect(readStandardChunk({ error: { message: 'overloaded' } })).toEqual({ finished: false, failed: true });
    expect(readGroqChunk({ choices: [{ delta: {}, finish_reason: 'stop' }], x_groq: { id: 'r', usage } })).toMatchObject({ finished: true, usage: { totalTokens: 7 } });
    expect(readGroqChunk({ choices: [], x_groq: { error: 'cut' } })).toEqual({ finished: false, failed: true });
  });

  it.each([
    ['not an object', 'text'],
    ['an array', []],
    ['no choices and no error', {}],
    ['choices that are not a list', { choices: {} }],
    ['a delta whose content is a number', { choices: [{ delta: { content: 5 } }] }],
    ['a finish_reason that is a number', { choices: [{ delta: {}, finish_reason: 1 }] }],
    ['a usage that is a string', { choices: [], usage: 'many' }],
    ['a usage count that is a string', { choices: [], usage: { total_tokens: '7' } }],
  ])('refuses a chunk with %s', (_name, raw) => {
    expect(readStandardChunk(raw)).toBeUndefined();
    expect(readGroqChunk(raw)).toBeUndefined();
  });

  it.each([
    ['no choices', { choices: [] }],
    ['a message that is not an object', { choices: [{ message: 'Hi' }] }],
    ['content that is a number', { choices: [{ message: { content: 1 } }] }],
    ['a usage that is malformed', { choices: [{ message: { content: 'Hi' } }], usage: { prompt_tokens: 'x' } }],
  ])('refuses a reply with %s', (_name, raw) => {
    expect(readCompletion(raw)).toBeUndefined();
  });

  it('refuses a Groq chunk whose x_groq is not an object', () => {
    expect(readGroqChunk({ choices: [], x_groq: 'x' })).toBeUndefined();
  });
});
