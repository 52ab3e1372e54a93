/**
 * Limits and routes for running many instances (DESIGN.md, Operating at scale). The server's
 * defaults; its environment (MAX_STREAMS_PER_CLIENT, MAX_UPSTREAM_CONCURRENCY, SHUTDOWN_GRACE_MS,
 * KEEP_ALIVE_TIMEOUT_MS) overrides them.
 */

/** One client's model calls in flight at once; past it 429 `too_many_concurrent`. Three compared
 * models plus a long document's two parts at a time would be 5 at worst, but the page never runs
 * both at once (a long document goes to the selected model only), so 4 fits every page action. */
export const MAX_STREAMS_PER_CLIENT_DEFAULT = 4;
/** Model calls one instance has open upstream at once; past it 503 `server_busy`. */
export const MAX_UPSTREAM_CONCURRENCY_DEFAULT = 200;
/** The Retry-After of `server_busy`, in seconds: a reply takes a few seconds, so slots free up soon. */
export const SERVER_BUSY_RETRY_AFTER_S = 2;
/** The Retry-After of a call refused while the instance shuts down (a balancer moves it elsewhere). */
export const SHUTTING_DOWN_RETRY_AFTER_S = 1;
/** How long calls in flight may run on after SIGTERM before their streams are ended. */
export const SHUTDOWN_GRACE_MS_DEFAULT = 10_000;
/**
 * How long the server keeps an idle keep-alive connection open after its last reply. Node's 5 s
 * raced with clients: a client busy for a few seconds (a balancer under load, one process holding
 * many streams) read a reply's last bytes after the server had closed the connection, sent its next
 * call on it and got ECONNRESET (bench/many-instances.ts, 21 of 4,991 calls at 1,000 clients). A
 * balancer's own idle timeout (AWS ALB and nginx: 60 s) must be shorter than this, so 65 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS_DEFAULT = 65_000;

export const HEALTHZ_PATH = '/healthz';
export const READYZ_PATH = '/readyz';

/** What /readyz says of Redis: `off` when REDIS_URL is unset, `down` while it cannot be reached. */
export const REDIS_STATES = ['up', 'down', 'off'] as const;
export type RedisState = (typeof REDIS_STATES)[number];

/**
 * A streamed reply's pieces that arrive within this long of the last write to the client leave
 * together in the next write (the first piece, and the end, at once). A provider sends a piece per
 * token or two, every few milliseconds; a write each cost a system call and the web stream's work
 * per piece (bench/many-instances.ts). The page paints once per frame (16.7 ms at 60 Hz), so
 * pieces held up to 10 ms reach the screen in the same frame or the next.
 */
export const STREAM_WRITE_WINDOW_MS = 10;

/** Writes a streamed reply's client may be behind before the provider's stream is paused. */
export const STREAM_WRITES_AHEAD = 8;
