import { QUERY_SEPARATOR } from '../../src/shared/compose-prompt';

/**
 * How a test scripts the fake upstream's next replies (POST /__fake/script with one of these).
 * Scripts queue up; each upstream request takes the first one whose `times` is not used up.
 * With no script queued the fake answers every chat completion with its default echo reply.
 */
export interface FakeScript {
  /** The reply text (JSON `content`, or split into stream chunks). Default: an echo of the user text. */
  reply?: string;
  /** Explicit stream chunks (overrides splitting `reply`). */
  chunks?: string[];
  /** Delay between stream chunks, in ms (default 0). */
  chunkDelayMs?: number;
  /** Delay before the reply starts, in ms. */
  delayMs?: number;
  /** Answer with this HTTP status and Groq's error body for it (e.g. 401, 404, 413, 429, 500, 503). */
  status?: number;
  /** `retry-after` header (seconds) with a 429. */
  retryAfter?: number;
  /** Never answer (until the client gives up). */
  hang?: boolean;
  /** A 200 whose body is not valid JSON (or, streaming, a chunk that is not JSON). */
  malformed?: boolean;
  /** JSON: send the status line and half the body, then drop the connection. */
  cutBody?: boolean;
  /** Streaming: stop after this many content chunks with an `x_groq.error` event, then close. */
  cutAfterChunks?: number;
  /** Streaming: after `cutAfterChunks`, drop the socket instead of sending an error event. */
  cutBySocket?: boolean;
  /** Streaming: after the first chunk, keep sending chunks every `chunkDelayMs` (default 10) and never finish. */
  endless?: boolean;
  /** Streaming: after the first chunk, send one event of this many characters that never ends. */
  oversizedEventChars?: number;
  /** JSON: pad the completion body with this many bytes of whitespace (a reply of any size). */
  jsonPaddingBytes?: number;
  /** How many requests this script answers (default 1). Use Infinity-like large numbers for sticky. */
  times?: number;
  /** Only requests whose user message contains this text take the script (a marker in one part of a document). */
  match?: string;
  /** Only requests for this model take the script (one model's answer among several compared). */
  model?: string;
  /**
   * Where the answer waits until the test calls release(): 0 before the response starts, i (> 0)
   * before the i-th content chunk of a stream. A test that must see the page in between (a spinner,
   * half a reply) waits on this instead of on a delay.
   */
  pauses?: number[];
  /** Streaming: send Groq's token-budget headers, e.g. { remaining: 5000, reset: '7.5s' }. */
  tokenBudget?: { remaining: number; reset: string };
}

/** A request the fake received, as recorded for GET /__fake/requests. */
export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  /** Headers a provider adds (OpenRouter's X-Title, a PROVIDERS_FILE entry's headers). */
  headers?: Record<string, string | string[] | undefined>;
  body: unknown;
  /** True when the client went away before the fake finished answering. */
  aborted: boolean;
  /** When the fake received the request, and when its answer ended or was cut (ms since the epoch): which calls overlapped. */
  receivedAt: number;
  closedAt?: number;
}

/** The echo the fake replies with by default: the user's text after the prompt separator. */
export const ECHO_PREFIX = 'Echo: ';

/** The fake's default reply to a user message: ECHO_PREFIX and the text after the prompt separator. */
export function echoOf(userMessage: string): string {
  const at = userMessage.indexOf(QUERY_SEPARATOR);
  return ECHO_PREFIX + (at === -1 ? userMessage : userMessage.slice(at + QUERY_SEPARATOR.length));
}
