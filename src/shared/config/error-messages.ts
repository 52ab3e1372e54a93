import type { ErrorCode } from '../api-contract';
import { MAX_BODY_BYTES, MAX_QUERY_CHARS, OUTPUT_WORD_LIMIT } from './app-config';

/**
 * The one catalogue of what a person is told for each error code. The server sends these messages
 * and the page shows them, chosen by code (not by the text a server or proxy sent), so both sides
 * say the same thing. Upstream failures never blame the user for the server's configuration.
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_json: 'The request body is not valid JSON.',
  invalid_request: 'The request is not valid.',
  payload_too_large:
    `The text is too long to send: the limit is ${MAX_QUERY_CHARS} characters with the mode's instruction ` +
    `(${MAX_BODY_BYTES / 1024} KB a request). Split it into chunks of about ${OUTPUT_WORD_LIMIT} words.`,
  unsupported_media_type: 'The request must be sent as JSON (Content-Type: application/json).',
  forbidden_origin: 'This server only answers its own page. Whoever runs it can allow other sites with ALLOWED_ORIGINS.',
  rate_limited: 'Too many requests from this address. Please wait a moment and try again.',
  not_found: 'There is no such API route.',
  provider_not_configured:
    'The server has no model provider. Whoever runs the server should set GROQ_API_KEY (or OPENAI_API_KEY, OPENROUTER_API_KEY, OLLAMA_BASE_URL, LMSTUDIO_BASE_URL or PROVIDERS_FILE) in its environment and restart it.',
  provider_auth_failed:
    'The server could not sign in to the model provider. This is a problem with the server set-up, not with your request; please try again later.',
  model_unavailable: 'The selected model is not available at the moment. Please choose another model.',
  upstream_too_large: 'The text is too long for this model at the moment. Please shorten it or try again in a minute.',
  upstream_rate_limited: 'The model provider is busy (rate limit reached). Please try again shortly.',
  upstream_unavailable: 'The model provider is over capacity at the moment. Please try again shortly.',
  upstream_error: 'The model provider had an error. Please try again.',
  upstream_timeout: 'The model provider took too long to answer. Please try again.',
  upstream_unreachable: 'The server could not reach the model provider. Please try again later.',
  upstream_bad_response: 'The model provider sent a reply the server could not read. Please try again.',
  stream_interrupted: 'The reply stopped before it was finished. Please try again.',
  too_many_concurrent: 'Too many replies are being written for this address at once. Wait for one to finish, or stop one, then try again.',
  server_busy: 'The server is busy with other replies at the moment. Please try again in a few seconds.',
  server_shutting_down: 'The server is restarting, so this reply could not be finished. Please try again in a moment.',
  internal_error: 'Something went wrong on the server. Please try again.',
};

/** The codes whose wait a person is told in seconds when the server said how long (Retry-After). */
const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;
const RATE_LIMIT_MESSAGES: Partial<Record<ErrorCode, (wait: number) => string>> = {
  rate_limited: (wait) => `Too many requests from this address. Please try again in ${seconds(wait)}.`,
  upstream_rate_limited: (wait) => `The model provider is busy (rate limit reached). Please try again in ${seconds(wait)}.`,
  server_busy: (wait) => `The server is busy with other replies at the moment. Please try again in ${seconds(wait)}.`,
};

/** The message for `code`, with the wait when one is known. */
export function errorMessage(code: ErrorCode, retryAfterSeconds?: number): string {
  const withWait = RATE_LIMIT_MESSAGES[code];
  return withWait && retryAfterSeconds !== undefined ? withWait(retryAfterSeconds) : ERROR_MESSAGES[code];
}

/**
 * A code as the client knows it. A code this build does not know (a newer server) falls back by
 * HTTP status, so the person still gets a sensible message.
 */
export function toErrorCode(code: string | undefined, status: number | undefined): ErrorCode {
  // The catalogue has a message for exactly the known codes (its type says so), so the page needs
  // no schema here: that keeps the API contract's schemas off the first-paint path.
  if (code !== undefined && Object.hasOwn(ERROR_MESSAGES, code)) return code as ErrorCode;
  if (status === 429) return 'rate_limited';
  if (status === 413) return 'payload_too_large';
  if (status === 504) return 'upstream_timeout';
  if (status !== undefined && status >= 500) return 'upstream_error';
  if (status !== undefined && status >= 400) return 'invalid_request';
  return 'internal_error';
}
