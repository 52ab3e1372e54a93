import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'valibot';
import { createFakeUpstream, type FakeUpstreamHandle } from '../../../tests/fake-upstream/fake-upstream';
import { postQuery, queryBody, readEvents, TEST_KEY } from '../../../tests/server/test-harness';
import { streamEvent } from '../../../tests/server/stream-event';
import { apiErrorSchema, type ErrorCode } from '../../shared/api-contract';
import { MAX_QUERY_CHARS } from '../../shared/config/app-config';
import { DEFAULT_MODEL_ID } from '../../shared/config/models';
import {
  CONVERSATION_TOO_LONG_MESSAGE,
  MAX_CONVERSATION_CHARS,
  MAX_REFINE_INSTRUCTION_CHARS,
  MAX_REFINE_REPLY_CHARS,
  passageTemplate,
  refineTemplate,
} from '../../shared/config/refine';
import type { FollowUp } from '../../shared/follow-up-limits';
import { createApp } from '../app';
import { createProviderRegistry, type ProviderRegistry } from '../providers/provider-registry';
import { SYSTEM_PROMPT } from '../../shared/conversation-messages';

/* DESIGN.md, Refine: a follow-up is three messages upstream for every provider, and its limits hold before any call. */

const OLLAMA_MODEL = 'llama3.2:latest';
const QUERY = 'Formal This is the query: " - hey there';
const REPLY = 'Good afternoon.\n\n- one\n- two';
let groq: FakeUpstreamHandle;
let ollama: FakeUpstreamHandle;
let registry: ProviderRegistry;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  groq = await createFakeUpstream();
  ollama = await createFakeUpstream({ flavour: 'ollama', models: { ids: [OLLAMA_MODEL] } });
  registry = createProviderRegistry({ GROQ_API_KEY: TEST_KEY, GROQ_BASE_URL: groq.baseURL, OLLAMA_BASE_URL: ollama.baseURL, UPSTREAM_TIMEOUT_MS: 1_500 });
  app = createApp({ providers: registry, upstreamTimeoutMs: 1_500, rateLimitPerMinute: 0, trustedProxies: 0 });
});
afterAll(async () => {
  registry.close();
  await Promise.all([groq.close(), ollama.close()]);
});
beforeEach(() => {
  groq.reset();
  ollama.reset();
});

const providers = [
  { name: 'Groq', fake: () => groq, call: { modelName: DEFAULT_MODEL_ID } },
  { name: 'Ollama', fake: () => ollama, call: { provider: 'ollama', modelName: OLLAMA_MODEL } },
];

const followUpBody = (followUp: unknown, query = QUERY) => JSON.stringify({ query, modelName: DEFAULT_MODEL_ID, followUp });

describe('a follow-up', () => {
  it.each(providers)('reaches $name as the prompt, the reply and the framed instruction, and streams back', async ({ fake, call }) => {
    fake().script({ chunks: ['Revised ', 'text'] });
    const res = await postQuery(app, queryBody({ ...call, query: QUERY, followUp: { reply: REPLY, instruction: 'Shorter' } }), true);
    const events = (await readEvents(res)).map((e) => streamEvent(e));
    expect(events.map((e) => e.type)).toEqual(['delta', 'delta', 'done']);
    const [sent] = fake().requests();
    expect((sent?.body as { messages: unknown }).messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: QUERY },
      { role: 'assistant', content: REPLY },
      { role: 'user', content: refineTemplate('Shorter') },
    ]);
  });

  it('asks for the replacement of a passage alone when one is given, as JSON too', async () => {
    groq.script({ reply: '- uno' });
    const res = await postQuery(app, followUpBody({ reply: REPLY, instruction: 'In Spanish', passage: '- one' }));
    expect(await res.json()).toMatchObject({ content: '- uno' });
    const messages = (groq.requests()[0]?.body as { messages: unknown[] }).messages;
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: QUERY },
      { role: 'assistant', content: REPLY },
      { role: 'user', content: passageTemplate('In Spanish', '- one') },
    ]);
  });

  it('leaves a call without followUp exactly as before: one user message', async () => {
    await postQuery(app, queryBody({ query: QUERY }));
    expect((groq.requests()[0]?.body as { messages: unknown[] }).messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: QUERY },
    ]);
  });

  it('takes a conversation of exactly the longest length', async () => {
    const reply = 'r'.repeat(MAX_REFINE_REPLY_CHARS);
    const instruction = 'i'.repeat(MAX_REFINE_INSTRUCTION_CHARS);
    const query = 'q'.repeat(MAX_CONVERSATION_CHARS - reply.length - instruction.length);
    const res = await postQuery(app, followUpBody({ reply, instruction }, query));
    expect(res.status).toBe(200);
  });
});

const tooLong: { name: string; followUp: FollowUp; query?: string }[] = [
  { name: 'an instruction one character too long', followUp: { reply: REPLY, instruction: 'i'.repeat(MAX_REFINE_INSTRUCTION_CHARS + 1) } },
  { name: 'a reply one character too long', followUp: { reply: 'r'.repeat(MAX_REFINE_REPLY_CHARS + 1), instruction: 'Shorter' } },
  {
    name: 'a conversation one character too long',
    followUp: { reply: 'r'.repeat(MAX_REFINE_REPLY_CHARS), instruction: 'Shorter' },
    query: 'q'.repeat(MAX_CONVERSATION_CHARS - MAX_REFINE_REPLY_CHARS - 'Shorter'.length + 1),
  },
  {
    name: 'a passage that takes the conversation past the limit',
    followUp: { reply: 'r'.repeat(MAX_REFINE_REPLY_CHARS), instruction: 'x', passage: 'r'.repeat(MAX_QUERY_CHARS) },
    query: 'q',
  },
];

const malformed: { name: string; followUp: unknown }[] = [
  { name: 'a followUp that is not an object', followUp: 'Shorter' },
  { name: 'a followUp without instruction', followUp: { reply: REPLY } },
  { name: 'a blank instruction', followUp: { reply: REPLY, instruction: ' \n ' } },
  { name: 'a numeric reply', followUp: { reply: 42, instruction: 'Shorter' } },
  { name: 'a blank reply', followUp: { reply: '', instruction: 'Shorter' } },
  { name: 'a passage that is not in the reply', followUp: { reply: REPLY, instruction: 'Shorter', passage: 'three' } },
  { name: 'an empty passage', followUp: { reply: REPLY, instruction: 'Shorter', passage: '' } },
];

async function expectRefused(res: Response, status: number, code: ErrorCode): Promise<string> {
  const text = await res.text();
  expect(res.status).toBe(status);
  expect(parse(apiErrorSchema, JSON.parse(text)).error.code).toBe(code);
  expect(groq.requests()).toHaveLength(0);
  return text;
}

describe('a follow-up past a limit or malformed sends nothing upstream', () => {
  it.each(tooLong)('$name is 413 payload_too_large', async ({ followUp, query }) => {
    const text = await expectRefused(await postQuery(app, followUpBody(followUp, query)), 413, 'payload_too_large');
    expect(parse(apiErrorSchema, JSON.parse(text)).error.message).toBe(CONVERSATION_TOO_LONG_MESSAGE);
  });

  it.each(malformed)('$name is 400 invalid_request', async ({ followUp }) => {
    await expectRefused(await postQuery(app, followUpBody(followUp)), 400, 'invalid_request');
  });
});
