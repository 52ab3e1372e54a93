/**
 * Groq's wire format as the fake upstream speaks it: chat completion bodies, stream chunks and the
 * error bodies Groq sends per status: `{"error":{"message","type","code"}}`, 401 `invalid_api_key`,
 * 404 `model_not_found`, 413 past the tokens-per-minute limit, 429 `rate_limit_exceeded` with
 * `retry-after` seconds, 498/503 over capacity; a stream ends early with `x_groq.error`, and
 * `x_groq.usage` comes only in the last chunk, before `data: [DONE]`.
 */

import type { ChunkFields, WireFormat, WireUsage } from './wire-format';

const CREATED = 1_763_800_000;

function completionBody(id: string, model: string, content: string, usage: WireUsage): string {
  return JSON.stringify({
    id,
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
    usage,
    system_fingerprint: 'fp_fake',
    x_groq: { id: `req_${id}` },
  });
}

function chunkEvent(id: string, model: string, fields: ChunkFields & { xGroq?: Record<string, unknown> }): string {
  const chunk = {
    id,
    object: 'chat.completion.chunk',
    created: CREATED,
    model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta: fields.delta, logprobs: null, finish_reason: fields.finishReason ?? null }],
    // Groq sends usage only inside x_groq, in the last chunk.
    x_groq: { id: `req_${id}`, ...(fields.usage ? { usage: fields.usage } : {}), ...fields.xGroq },
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

export const DONE_EVENT = 'data: [DONE]\n\n';

export const groqWire: WireFormat = {
  basePath: '/openai/v1',
  completionBody,
  chunkEvent,
  streamErrorEvent: (id, model) =>
    chunkEvent(id, model, { delta: {}, xGroq: { error: { message: 'Service Unavailable', type: 'internal_server_error', code: 'service_unavailable' } } }),
  usageInLastChunk: true,
  errorBody: groqErrorBody,
  modelList: (ids) => JSON.stringify({ object: 'list', data: ids.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'Fake', active: true })) }),
};

/** Groq's error body for a status, as {"error":{"message","type","code"}}. */
export function groqErrorBody(status: number, model: string): string {
  const [message, type, code] = errorFields(status, model);
  return JSON.stringify({ error: { message, type, code } });
}

function errorFields(status: number, model: string): [string, string, string | null] {
  switch (status) {
    case 400:
      return ['Invalid request.', 'invalid_request_error', null];
    case 401:
      return ['Invalid API Key', 'invalid_request_error', 'invalid_api_key'];
    case 403:
      return ['Forbidden', 'permissions_error', 'forbidden'];
    case 404:
      return [`The model \`${model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found'];
    case 413:
      return [
        `Request too large for model \`${model}\` on tokens per minute (TPM): Limit 8000, Requested 9500, please reduce your message size and try again.`,
        'tokens',
        'rate_limit_exceeded',
      ];
    case 429:
      return [`Rate limit reached for model \`${model}\` on requests per minute (RPM): Limit 30, Used 30, Requested 1.`, 'requests', 'rate_limit_exceeded'];
    case 498:
      return ['Flex tier capacity exceeded. Please try again later.', 'capacity_exceeded', 'flex_tier_capacity_exceeded'];
    case 503:
      return ['Service Unavailable', 'internal_server_error', 'service_unavailable'];
    default:
      return status >= 500
        ? ['Internal Server Error', 'internal_server_error', 'internal_server_error']
        : [`Error ${status}`, 'invalid_request_error', null];
  }
}
