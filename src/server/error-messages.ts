import { MAX_BODY_BYTES, MAX_QUERY_CHARS } from '../shared/config/app-config';
import type { ErrorCode } from '../shared/api-contract';

/**
 * What the server tells a person for each error code. Upstream failures never blame the user for
 * the server's configuration and never repeat the key or the user's text.
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_json: 'The request body is not valid JSON.',
  invalid_request: 'The request is not valid.',
  payload_too_large: `The request is too large: the limit is ${MAX_BODY_BYTES / 1024} KB and ${MAX_QUERY_CHARS} characters of text.`,
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
  internal_error: 'Something went wrong on the server. Please try again.',
};

/** The upstream rate-limit message when the provider said how long to wait. */
export function upstreamRateLimitedMessage(retryAfterSeconds: number): string {
  return `The model provider is busy (rate limit reached). Please try again in ${retryAfterSeconds} s.`;
}
