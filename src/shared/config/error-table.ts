import { MAX_BODY_BYTES, MAX_QUERY_CHARS, OUTPUT_WORD_LIMIT } from './app-config';

/** The HTTP statuses the API answers a failure with. */
export type ErrorStatus = 400 | 403 | 404 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/** What every error code means, on both sides (DESIGN.md, The one call). */
export interface ErrorRule {
  /** The status of the JSON error reply (a stream that already began ends with an `error` event instead). */
  status: ErrorStatus;
  /** Whether the same call may work when sent again (now, or after Retry-After): the page offers Retry. */
  retryable: boolean;
  /** What a person reads. The server sends it and the page shows it, chosen by code (not by the text a
   * server or proxy sent), so both sides say the same thing. Upstream failures never blame the user
   * for the server's configuration. The page shows it under SPEC.md's 'Please try again later.', so
   * advice to try again goes in its own last sentence, which the page leaves out (errorCause). */
  message: string;
  /** The message when the server said how long to wait (Retry-After), in seconds. */
  messageAfterWait?: (seconds: number) => string;
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

/**
 * The one table of the API's stable error codes. A code is a key of this table (ErrorCode below),
 * so a new code cannot exist without its status, retryability and message: add a row here and the
 * server's failures, the contract's schema and the page's description all know it.
 */
const table = {
  invalid_json: { status: 400, retryable: false, message: 'The request body is not valid JSON.' },
  invalid_request: { status: 400, retryable: false, message: 'The request is not valid.' },
  payload_too_large: {
    status: 413,
    retryable: false,
    message:
      `The text is too long to send: the limit is ${MAX_QUERY_CHARS} characters with the mode's instruction ` +
      `(${MAX_BODY_BYTES / 1024} KB a request). Split it into chunks of about ${OUTPUT_WORD_LIMIT} words.`,
  },
  unsupported_media_type: {
    status: 415,
    retryable: false,
    message: 'The request must be sent as JSON (Content-Type: application/json).',
  },
  forbidden_origin: {
    status: 403,
    retryable: false,
    message: 'This server only answers its own page. Whoever runs it can allow other sites with ALLOWED_ORIGINS.',
  },
  rate_limited: {
    status: 429,
    retryable: true,
    message: 'Too many requests from this address. Please wait a moment and try again.',
    messageAfterWait: (wait: number) => `Too many requests from this address. Please try again in ${seconds(wait)}.`,
  },
  not_found: { status: 404, retryable: false, message: 'There is no such API route.' },
  provider_not_configured: {
    status: 503,
    retryable: false,
    message:
      'The server has no model provider. Whoever runs the server should set GROQ_API_KEY (or OPENAI_API_KEY, OPENROUTER_API_KEY, OLLAMA_BASE_URL, LMSTUDIO_BASE_URL or PROVIDERS_FILE) in its environment and restart it.',
  },
  provider_auth_failed: {
    status: 502,
    retryable: false,
    message:
      'The server could not sign in to the model provider. This is a problem with the server set-up, not with your request. Please try again later.',
  },
  model_unavailable: {
    status: 502,
    retryable: false,
    message: 'The selected model is not available at the moment. Please choose another model.',
  },
  upstream_too_large: {
    status: 413,
    retryable: false,
    message: 'The text is too long for this model at the moment. Please shorten it, or wait a minute and send it again.',
  },
  upstream_rate_limited: {
    status: 429,
    retryable: true,
    message: 'The model provider is busy (rate limit reached). Please try again shortly.',
    messageAfterWait: (wait: number) => `The model provider is busy (rate limit reached). Please try again in ${seconds(wait)}.`,
  },
  upstream_unavailable: {
    status: 503,
    retryable: true,
    message: 'The model provider is over capacity at the moment. Please try again shortly.',
  },
  upstream_error: { status: 502, retryable: true, message: 'The model provider had an error. Please try again.' },
  upstream_timeout: { status: 504, retryable: true, message: 'The model provider took too long to answer. Please try again.' },
  upstream_unreachable: {
    status: 502,
    retryable: true,
    message: 'The server could not reach the model provider. Please try again later.',
  },
  upstream_bad_response: {
    status: 502,
    retryable: true,
    message: 'The model provider sent a reply the server could not read. Please try again.',
  },
  stream_interrupted: { status: 502, retryable: true, message: 'The reply stopped before it was finished. Please try again.' },
  too_many_concurrent: {
    status: 429,
    retryable: true,
    message: 'Too many replies are being written for this address at once. Wait for one to finish, or stop one.',
  },
  server_busy: {
    status: 503,
    retryable: true,
    message: 'The server is busy with other replies at the moment. Please try again in a few seconds.',
    messageAfterWait: (wait: number) => `The server is busy with other replies at the moment. Please try again in ${seconds(wait)}.`,
  },
  local_model_loading: {
    status: 503,
    retryable: true,
    message: 'The model on this server is getting ready; your text is sent once it is.',
  },
  local_model_unavailable: {
    status: 503,
    retryable: false,
    message: 'The model on this server could not be prepared; its log says why.',
  },
  too_long_for_model: {
    status: 413,
    retryable: false,
    message: 'The text is too long for this model. Shorten it, or choose another model.',
  },
  // The page's own model (DESIGN.md, No key needed): these never cross the wire; their status is
  // the one a server would give the same failure.
  browser_model_declined: {
    status: 400,
    retryable: true,
    message: 'The model was not downloaded, so nothing was sent. Retry asks again.',
  },
  browser_model_no_room: {
    status: 413,
    retryable: false,
    message: 'There is not enough room in this browser for the model. Free some space, or choose another model in Settings.',
  },
  browser_model_unsupported: {
    status: 400,
    retryable: false,
    message: 'This browser cannot run a model (it lacks WebAssembly, workers or file storage). Choose another model in Settings.',
  },
  browser_model_failed: {
    status: 502,
    retryable: true,
    message: 'The model in this browser could not be downloaded or started. Please try again.',
  },
  server_shutting_down: {
    status: 503,
    retryable: true,
    message: 'The server is restarting, so this reply could not be finished. Please try again in a moment.',
  },
  internal_error: { status: 500, retryable: true, message: 'Something went wrong on the server. Please try again.' },
} satisfies Record<string, ErrorRule>;

/** A stable error code of the API: exactly the keys of the table. */
export type ErrorCode = keyof typeof table;

export const ERROR_TABLE: Readonly<Record<ErrorCode, ErrorRule>> = table;

/** Every code, for the contract's enum and for tests that walk the table. */
export const ERROR_CODES = Object.keys(table) as [ErrorCode, ...ErrorCode[]];
