import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composePrompt } from '../../src/shared/compose-prompt';
import { echoOf, type FakeScript, type RecordedRequest } from './fake-script';
import { createFakeUpstream, FAKE_CHAT_PATH, type FakeUpstreamHandle } from './fake-upstream';
import { until } from '../server/until';

let fake: FakeUpstreamHandle;
beforeEach(async () => {
  fake = await createFakeUpstream();
});
afterEach(async () => {
  await fake.close();
});

const chat = (content: string, stream = false, model = 'm') =>
  fetch(`${fake.url}${FAKE_CHAT_PATH}`, {
    method: 'POST',
    headers: { authorization: 'Bearer k' },
    body: JSON.stringify({ model, stream, messages: [{ role: 'user', content }] }),
  });
const control = (path: string, body: FakeScript = {}) => fetch(`${fake.url}${path}`, { method: 'POST', body: JSON.stringify(body) });

describe('the fake upstream', () => {
  it('echoes the text after the prompt separator, and records the request', async () => {
    const prompt = composePrompt('Fix it', 'some text');
    const body = (await (await chat(prompt)).json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toBe(echoOf(prompt));
    expect(echoOf(prompt)).toBe(`${echoOf('')}some text`);
    const recorded = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as RecordedRequest[];
    expect(recorded).toMatchObject([{ path: FAKE_CHAT_PATH, authorization: 'Bearer k', aborted: false }]);
  });

  it('streams several chunks, usage in x_groq of the last, then [DONE]', async () => {
    const text = await (await chat('one two three', true)).text();
    const events = text.split('\n\n').filter(Boolean);
    expect(events.length).toBeGreaterThan(4);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)!.slice(6))).toMatchObject({ x_groq: { usage: { total_tokens: expect.any(Number) } } });
  });

  it('answers scripted statuses with Groq error bodies and Retry-After, once each, then echoes again', async () => {
    await control('/__fake/script', { status: 429, retryAfter: 3 });
    const limited = await chat('x');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limit_exceeded', type: expect.any(String), message: expect.any(String) } });
    expect((await chat('x')).status).toBe(200);
  });

  it('gives a script with a marker only to requests that carry the marker', async () => {
    await control('/__fake/script', { match: 'PART-3', status: 500 });
    expect((await chat('part one')).status).toBe(200);
    expect((await chat('this is PART-3')).status).toBe(500);
    expect((await chat('this is PART-3')).status).toBe(200);
  });

  it('gives a script for a model only to requests for that model', async () => {
    await control('/__fake/script', { model: 'other', status: 429 });
    expect((await chat('x')).status).toBe(200);
    expect((await chat('x', false, 'other')).status).toBe(429);
  });

  it('holds an answer at each of its pauses until released, and records when each call began and ended', async () => {
    await control('/__fake/script', { chunks: ['one ', 'two ', 'three'], pauses: [0, 2] });
    const answer = chat('hold me', true).then((res) => res.text());
    await expect.poll(() => fake.paused()).toBe(1); // before the response starts
    expect(fake.requests()[0]?.closedAt).toBeUndefined();
    await control('/__fake/release');
    await expect.poll(() => fake.paused()).toBe(1); // before the third chunk
    fake.release();
    const text = await answer;
    expect(text).toContain('three');
    expect(fake.paused()).toBe(0);
    const [call] = fake.requests();
    expect(call?.closedAt).toBeGreaterThanOrEqual(call?.receivedAt ?? Infinity);
  });

  it('forgets scripts and records on reset', async () => {
    fake.script({ status: 500, times: 5 });
    await chat('x');
    await control('/__fake/reset');
    expect(fake.requests()).toEqual([]);
    expect((await chat('x')).status).toBe(200);
  });

  it('marks a request aborted when the client leaves a hanging reply', async () => {
    fake.script({ hang: true });
    const controller = new AbortController();
    const pending = fetch(`${fake.url}${FAKE_CHAT_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', messages: [] }),
      signal: controller.signal,
    }).catch(() => undefined);
    await until(() => fake.requests().length === 1);
    controller.abort();
    await pending;
    await until(() => fake.requests()[0]?.aborted === true);
  });
});
