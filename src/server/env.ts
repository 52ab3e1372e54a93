import { z } from 'zod';
import {
  KEEP_ALIVE_TIMEOUT_MS_DEFAULT,
  MAX_STREAMS_PER_CLIENT_DEFAULT,
  MAX_UPSTREAM_CONCURRENCY_DEFAULT,
  SHUTDOWN_GRACE_MS_DEFAULT,
} from '../shared/config/scale-limits';

export const DEFAULT_GROQ_BASE_URL = 'https://api.groq.com/openai/v1';

/** An unset or blank variable counts as absent, so `FOO=` does not turn a default off. */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

const baseUrl = z.url({ protocol: /^https?$/ });
const optionalBaseUrl = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), baseUrl.optional());

/**
 * The server's environment, parsed once at start-up.
 * - PORT (3000), HOST (0.0.0.0): where the server listens.
 * - STATIC_DIR (dist/client, resolved from the process cwd): the built page.
 * - <ID>_API_KEY, <ID>_BASE_URL for the built-in providers groq, openai, openrouter (configured by
 *   their key) and ollama, lmstudio (configured by their base URL; a key is optional). Without any
 *   provider the server starts and the route answers 503 (see providers/resolve-providers.ts).
 * - PROVIDERS_FILE: a JSON file of further providers and model lists (providers/providers-file.ts).
 * - RATE_LIMIT_PER_MINUTE (20): requests per client address per minute to the API; 0 turns it off.
 * - TRUST_PROXY: unset, or the number of proxies in front (`true` = 1); only then is
 *   X-Forwarded-For believed.
 * - ALLOWED_ORIGINS: other sites' origins (comma-separated, e.g. https://app.example.com) whose
 *   pages may call the API; the server's own page always may.
 * - UPSTREAM_TIMEOUT_MS (30000): the deadline for the provider's first byte, and for the gap
 *   between two stream chunks. A full reply (about 1,400 tokens at 280 tokens/s) takes about 5 s.
 * - METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`.
 * - REDIS_URL: when set, every instance shares the per-client limits through this Redis.
 * - MAX_STREAMS_PER_CLIENT (4), MAX_UPSTREAM_CONCURRENCY (200): model calls in flight per client
 *   and per instance. SHUTDOWN_GRACE_MS (10000): how long calls in flight may run on after SIGTERM.
 * - KEEP_ALIVE_TIMEOUT_MS (65000): how long an idle client connection stays open; longer than the
 *   balancer's own idle timeout in front.
 */
/** RFC 6750, section 2.1: the characters of a bearer token. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

const envSchema = z.object({
  PORT: z.preprocess((v) => v ?? '3000', z.coerce.number().int().min(0).max(65_535)),
  HOST: z.preprocess((v) => v || '0.0.0.0', z.string()),
  STATIC_DIR: z.preprocess((v) => v || 'dist/client', z.string()),
  GROQ_API_KEY: optionalText,
  GROQ_BASE_URL: z.preprocess((v) => v || DEFAULT_GROQ_BASE_URL, baseUrl),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalBaseUrl,
  OPENROUTER_API_KEY: optionalText,
  OPENROUTER_BASE_URL: optionalBaseUrl,
  OLLAMA_API_KEY: optionalText,
  OLLAMA_BASE_URL: optionalBaseUrl,
  LMSTUDIO_API_KEY: optionalText,
  LMSTUDIO_BASE_URL: optionalBaseUrl,
  PROVIDERS_FILE: optionalText,
  RATE_LIMIT_PER_MINUTE: z.preprocess((v) => v || '20', z.coerce.number().int().min(0)),
  TRUST_PROXY: z.preprocess((v) => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return 0;
    if (v === 'true') return 1;
    return v;
  }, z.coerce.number().int().min(0)),
  UPSTREAM_TIMEOUT_MS: z.preprocess((v) => v || '30000', z.coerce.number().int().positive()),
  ALLOWED_ORIGINS: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : []),
    z.array(z.string().refine(isOrigin, 'each entry must be an origin such as https://app.example.com (scheme, host, port; no path)')),
  ),
  // A scrape sends it as `Authorization: Bearer <token>`: one outside RFC 6750's b64token alphabet
  // would be refused on every scrape, so it is refused at start instead (issue 25, finding 4).
  METRICS_TOKEN: optionalText.refine(
    (token) => token === undefined || BEARER_TOKEN.test(token),
    'must hold only letters, digits and - . _ ~ + / (with = only at the end): what a bearer token may hold',
  ),
  REDIS_URL: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
  MAX_STREAMS_PER_CLIENT: positiveInt(MAX_STREAMS_PER_CLIENT_DEFAULT),
  MAX_UPSTREAM_CONCURRENCY: positiveInt(MAX_UPSTREAM_CONCURRENCY_DEFAULT),
  SHUTDOWN_GRACE_MS: z.preprocess((v) => v || String(SHUTDOWN_GRACE_MS_DEFAULT), z.coerce.number().int().min(0)),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(KEEP_ALIVE_TIMEOUT_MS_DEFAULT),
});
function positiveInt(fallback: number) {
  return z.preprocess((v) => v || String(fallback), z.coerce.number().int().positive());
}
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

export type ServerEnv = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  return envSchema.parse(source);
}
