/**
 * Ollama's OpenAI-compatible wire format (https://github.com/ollama/ollama/blob/main/docs/openai.md)
 * as the fake speaks it with `flavour: 'ollama'`: base path /v1, no key needed, plain OpenAI chunks
 * (usage only when `stream_options.include_usage` asks for it), errors as
 * {"error":{"message","type":"api_error","param":null,"code":null}}, and GET /v1/models.
 */
import type { WireFormat } from './wire-format';

const CREATED = 1_763_800_000;

export const ollamaWire: WireFormat = {
  basePath: '/v1',
  completionBody: (id, model, content, usage) =>
    JSON.stringify({
      id,
      object: 'chat.completion',
      created: CREATED,
      model,
      system_fingerprint: 'fp_ollama',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage,
    }),
  chunkEvent: (id, model, fields) => {
    const chunk = {
      id,
      object: 'chat.completion.chunk',
      created: CREATED,
      model,
      system_fingerprint: 'fp_ollama',
      choices: fields.usage && !fields.finishReason ? [] : [{ index: 0, delta: fields.delta, finish_reason: fields.finishReason ?? null }],
      ...(fields.usage ? { usage: fields.usage } : {}),
    };
    return `data: ${JSON.stringify(chunk)}\n\n`;
  },
  // Ollama reports a failure inside a stream as an error object in place of a chunk.
  streamErrorEvent: () => `data: ${JSON.stringify({ error: { message: 'an error was encountered while running the model', type: 'api_error', param: null, code: null } })}\n\n`,
  // Usage comes in a chunk of its own after the last one, and only when asked for.
  usageInLastChunk: false,
  errorBody: (status, model) => {
    const message = status === 404 ? `model "${model}" not found, try pulling it first` : status === 401 ? 'unauthorized' : `error ${status}`;
    return JSON.stringify({ error: { message, type: 'api_error', param: null, code: null } });
  },
  modelList: (ids) => JSON.stringify({ object: 'list', data: ids.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'library' })) }),
};
