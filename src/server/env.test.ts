import { describe, expect, it } from 'vitest';
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
    });
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
});
