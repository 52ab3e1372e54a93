import { BROWSER_MODEL_CONTEXT_DEFAULT } from '../shared/config/browser-model';
import { describe, expect, it } from 'vitest';
import { LOCAL_MODEL_CONTEXT_DEFAULT, LOCAL_MODEL_PARALLEL_DEFAULT, LOCAL_MODEL_QUEUE_DEFAULT, MODELS_DIR_DEFAULT } from '../shared/config/local-models';
import {
  KEEP_ALIVE_TIMEOUT_MS_DEFAULT,
  MAX_STREAMS_PER_CLIENT_DEFAULT,
  MAX_UPSTREAM_CONCURRENCY_DEFAULT,
  SHUTDOWN_GRACE_MS_DEFAULT,
} from '../shared/config/scale-limits';
import { DEFAULT_GROQ_BASE_URL, parseEnv } from './env';

describe('the server environment', () => {
  it('has working defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      STATIC_DIR: 'dist/client',
      GROQ_API_KEY: undefined,
      GROQ_BASE_URL: DEFAULT_GROQ_BASE_URL,
      RATE_LIMIT_PER_MINUTE: 20,
      TRUST_PROXY: 0,
      UPSTREAM_TIMEOUT_MS: 30_000,
      ALLOWED_ORIGINS: [],
      MAX_STREAMS_PER_CLIENT: MAX_STREAMS_PER_CLIENT_DEFAULT,
      MAX_UPSTREAM_CONCURRENCY: MAX_UPSTREAM_CONCURRENCY_DEFAULT,
      SHUTDOWN_GRACE_MS: SHUTDOWN_GRACE_MS_DEFAULT,
      KEEP_ALIVE_TIMEOUT_MS: KEEP_ALIVE_TIMEOUT_MS_DEFAULT,
      MODELS_DIR: MODELS_DIR_DEFAULT,
      LOCAL_MODEL_PARALLEL: LOCAL_MODEL_PARALLEL_DEFAULT,
      LOCAL_MODEL_QUEUE: LOCAL_MODEL_QUEUE_DEFAULT,
      LOCAL_MODEL_THREADS: 0,
      LOCAL_MODEL_CONTEXT: LOCAL_MODEL_CONTEXT_DEFAULT,
      BROWSER_MODEL_CONTEXT: BROWSER_MODEL_CONTEXT_DEFAULT,
    });
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else, without repeating it', () => {
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380/0' }).REDIS_URL).toBe('rediss://user:pw@cache.example:6380/0');
    expect(() => parseEnv({ REDIS_URL: 'http://secret-host:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ REDIS_URL: 'http://secret-host:6379' })).not.toThrow(/secret-host/);
  });

  it('reads every provider variable, a blank one counting as unset', () => {
    const env = parseEnv({
      OPENAI_API_KEY: 'sk-a',
      OPENROUTER_API_KEY: ' ',
      OLLAMA_BASE_URL: 'http://127.0.0.1:11434/v1',
      LMSTUDIO_BASE_URL: '',
      PROVIDERS_FILE: 'providers.json',
    });
    expect(env).toMatchObject({ OPENAI_API_KEY: 'sk-a', OLLAMA_BASE_URL: 'http://127.0.0.1:11434/v1', PROVIDERS_FILE: 'providers.json' });
    expect(env.OPENROUTER_API_KEY).toBeUndefined();
    expect(env.LMSTUDIO_BASE_URL).toBeUndefined();
  });

  it.each(['OPENAI_BASE_URL', 'OPENROUTER_BASE_URL', 'OLLAMA_BASE_URL', 'LMSTUDIO_BASE_URL'])('refuses a %s that is not an http(s) URL', (name) => {
    expect(() => parseEnv({ [name]: 'file:///etc/passwd' })).toThrow(name);
  });

  it('treats a blank key as no key', () => {
    expect(parseEnv({ GROQ_API_KEY: '   ' }).GROQ_API_KEY).toBeUndefined();
  });

  it('reads numbers, 0 turning rate limiting off, and TRUST_PROXY as a proxy count', () => {
    const env = parseEnv({ PORT: '4499', RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: 'true' });
    expect(env).toMatchObject({ PORT: 4499, RATE_LIMIT_PER_MINUTE: 0, TRUST_PROXY: 1 });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
  });

  it('refuses a base URL that is not http(s) and a port that is not a number', () => {
    expect(() => parseEnv({ GROQ_BASE_URL: 'file:///etc/passwd' })).toThrow();
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow();
  });

  it('reads ALLOWED_ORIGINS as a list of origins and refuses anything else in it', () => {
    expect(parseEnv({ ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:5173' }).ALLOWED_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['app.example.com', 'https://app.example.com/', 'https://app.example.com/path', 'javascript:alert(1)', '*']) {
      expect(() => parseEnv({ ALLOWED_ORIGINS: bad }), bad).toThrow(/ALLOWED_ORIGINS|origin/);
    }
  });

  it('refuses a METRICS_TOKEN a scrape could not send as a bearer token, and says why', () => {
    expect(parseEnv({ METRICS_TOKEN: 'abc-DEF_1.2~3+4/5==' }).METRICS_TOKEN).toBe('abc-DEF_1.2~3+4/5==');
    for (const bad of ['p@ss!word#1', 'two words', 'a=b']) expect(() => parseEnv({ METRICS_TOKEN: bad }), bad).toThrow(/bearer token/);
  });
});
