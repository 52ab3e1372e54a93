/**
 * Bounds on what the server accepts from the upstream and passes on (DESIGN.md, Safety additions).
 * A full reply of about 800 words is about 6 KB of text, streamed as about 1,100 chunks of 300
 * bytes; these caps sit far above that and far below what would hurt the process.
 */

/** Longest single server-sent event (characters buffered before its blank line). */
export const MAX_SSE_EVENT_CHARS = 256 * 1024;
/** Longest whole streamed body, in bytes of the wire format. */
export const MAX_STREAM_BYTES = 8 * 1024 * 1024;
/** Longest JSON reply body from the upstream, in bytes. */
export const MAX_UPSTREAM_JSON_BYTES = 2 * 1024 * 1024;
/** Longest a stream may run, however steadily it sends. */
export const MAX_STREAM_DURATION_MS = 5 * 60_000;
/** A Retry-After (ours or the upstream's) is never longer than this. */
export const MAX_RETRY_AFTER_SECONDS = 120;
/** Persona names that would collide with the server's own paths (/api/…, /assets/…, /models/…). */
export const RESERVED_PERSONA_NAMES: readonly string[] = ['api', 'assets', 'models'];
/**
 * Reads of GET /api/models per client address per minute (the page reads it once a load). A list
 * can be large (MAX_PROVIDER_MODELS a provider), so a loop of reads must not take the server's CPU.
 */
export const MODEL_LIST_READS_PER_MINUTE = 30;
