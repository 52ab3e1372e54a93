import * as v from 'valibot';
import { BROWSER_MODEL_CONTEXT_DEFAULT, BROWSER_MODEL_CONTEXT_MIN } from '../shared/config/browser-model';
import {
  KEEP_ALIVE_TIMEOUT_MS_DEFAULT,
  MAX_STREAMS_PER_CLIENT_DEFAULT,
  MAX_UPSTREAM_CONCURRENCY_DEFAULT,
  SHUTDOWN_GRACE_MS_DEFAULT,
} from '../shared/config/scale-limits';
import {
  LOCAL_MODEL_CONTEXT_DEFAULT,
  LOCAL_MODEL_CONTEXT_MIN,
  LOCAL_MODEL_PARALLEL_DEFAULT,
  LOCAL_MODEL_QUEUE_DEFAULT,
  MODELS_DIR_DEFAULT,
} from '../shared/config/local-models';
import { describeIssues } from './config-issues';

export const DEFAULT_GROQ_BASE_URL = 'https://api.groq.com/openai/v1';

/**
 * The server's environment, parsed once at start-up. What each variable does, and its default, is
 * the README's configuration table: the one description of them.
 *
 * In valibot, as the API contract is: one validation library on the server, and the one whose
 * weight does not show in an idle server's memory (zod's did).
 */

/** What the environment holds: a string; an unset one reads as '' (valibot runs an entry's pipe only when it has a default). */
const variable = v.optional(v.string(), '');
/** An unset or blank variable counts as absent, so `FOO=` does not turn a default off. */
const orDefault = (fallback: string) => v.transform((text: string) => (text.trim() === '' ? fallback : text));
const blankAsUnset = v.transform((text: string) => (text.trim() === '' ? undefined : text));

const optionalText = v.pipe(variable, v.transform((text) => text.trim() || undefined));

/** Every rule has its own message, so a refusal never repeats the value (which could be a key). */
function urlOf(protocols: RegExp, message: string) {
  return v.pipe(v.string(), v.check((text) => URL.canParse(text) && protocols.test(new URL(text).protocol), message));
}
const baseUrl = urlOf(/^https?:$/, 'must be an http(s) URL');
const optionalBaseUrl = v.pipe(variable, blankAsUnset, v.optional(baseUrl));

/** A whole number of at least `min`, `fallback` when unset or blank; `read` maps words (TRUST_PROXY's `true`) first. */
function integer(fallback: number, min: number, read = (text: string) => text) {
  const message = min > 0 ? 'must be a whole number above 0' : 'must be a whole number, 0 or more';
  return v.pipe(variable, orDefault(String(fallback)), v.transform((text) => Number(read(text))), v.number(message), v.integer(message), v.minValue(min, message));
}

/** RFC 6750, section 2.1: the characters of a bearer token. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const PORT_MESSAGE = 'must be a port number (0 to 65535)';

const envSchema = v.object({
  PORT: v.pipe(variable, orDefault('3000'), v.transform(Number), v.number(PORT_MESSAGE), v.integer(PORT_MESSAGE), v.minValue(0, PORT_MESSAGE), v.maxValue(65_535, PORT_MESSAGE)),
  HOST: v.pipe(variable, orDefault('0.0.0.0')),
  STATIC_DIR: v.pipe(variable, orDefault('dist/client')),
  GROQ_API_KEY: optionalText,
  GROQ_BASE_URL: v.pipe(variable, orDefault(DEFAULT_GROQ_BASE_URL), baseUrl),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalBaseUrl,
  OPENROUTER_API_KEY: optionalText,
  OPENROUTER_BASE_URL: optionalBaseUrl,
  OLLAMA_API_KEY: optionalText,
  OLLAMA_BASE_URL: optionalBaseUrl,
  LMSTUDIO_API_KEY: optionalText,
  LMSTUDIO_BASE_URL: optionalBaseUrl,
  PROVIDERS_FILE: optionalText,
  RATE_LIMIT_PER_MINUTE: integer(20, 0),
  TRUST_PROXY: integer(0, 0, (text) => (text === 'false' ? '0' : text === 'true' ? '1' : text)),
  UPSTREAM_TIMEOUT_MS: integer(30_000, 1),
  ALLOWED_ORIGINS: v.pipe(
    variable,
    v.transform((text) => text.split(',').map((s) => s.trim()).filter(Boolean)),
    v.checkItems(isOrigin, 'each entry must be an origin such as https://app.example.com (scheme, host, port; no path)'),
  ),
  // A scrape sends it as `Authorization: Bearer <token>`: one outside RFC 6750's b64token alphabet
  // would be refused on every scrape, so it is refused at start instead, where it is seen.
  METRICS_TOKEN: v.pipe(
    optionalText,
    v.check(
      (token) => token === undefined || BEARER_TOKEN.test(token),
      'must hold only letters, digits and - . _ ~ + / (with = only at the end): what a bearer token may hold',
    ),
  ),
  REDIS_URL: v.pipe(variable, blankAsUnset, v.optional(urlOf(/^rediss?:$/, 'must be a redis:// or rediss:// URL'))),
  MAX_STREAMS_PER_CLIENT: integer(MAX_STREAMS_PER_CLIENT_DEFAULT, 1),
  MAX_UPSTREAM_CONCURRENCY: integer(MAX_UPSTREAM_CONCURRENCY_DEFAULT, 1),
  SHUTDOWN_GRACE_MS: integer(SHUTDOWN_GRACE_MS_DEFAULT, 0),
  KEEP_ALIVE_TIMEOUT_MS: integer(KEEP_ALIVE_TIMEOUT_MS_DEFAULT, 1),
  MODELS_DIR: v.pipe(variable, orDefault(MODELS_DIR_DEFAULT)),
  LOCAL_MODEL: optionalText,
  BROWSER_MODEL: optionalText,
  BROWSER_MODEL_CONTEXT: integer(BROWSER_MODEL_CONTEXT_DEFAULT, BROWSER_MODEL_CONTEXT_MIN),
  LOCAL_MODEL_PARALLEL: integer(LOCAL_MODEL_PARALLEL_DEFAULT, 1),
  LOCAL_MODEL_QUEUE: integer(LOCAL_MODEL_QUEUE_DEFAULT, 0),
  // 0 (the default) means: every core but one, so the server still answers while the model works.
  LOCAL_MODEL_THREADS: integer(0, 0),
  LOCAL_MODEL_CONTEXT: integer(LOCAL_MODEL_CONTEXT_DEFAULT, LOCAL_MODEL_CONTEXT_MIN),
});

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

export type ServerEnv = v.InferOutput<typeof envSchema>;

/** A variable that cannot be used; the message names each one and its rule, never a value. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = v.safeParse(envSchema, source);
  if (!parsed.success) throw new EnvError(describeIssues(parsed.issues));
  return parsed.output;
}
