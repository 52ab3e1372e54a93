import { describe, expect, it } from 'vitest';
import { ACTIVE_MODELS, DEFAULT_PROVIDER } from '../../shared/config/models';
import { BUILT_IN_PROVIDERS } from './built-in-providers';
import { ProviderConfigError } from './providers-file';
import { resolveProviders } from './resolve-providers';

const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('which providers are configured', () => {
  it('has none without keys or local base URLs', () => {
    expect(resolveProviders({})).toEqual([]);
  });

  it('configures a remote provider by its key, at its default base URL', () => {
    const [openai] = resolveProviders({ OPENAI_API_KEY: 'sk-test' });
    expect(openai).toMatchObject({ id: 'openai', name: 'OpenAI', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', dialect: 'openai' });
    expect(openai?.models).toBeUndefined(); // read from its /models
  });

  it('does not configure a remote provider by its base URL alone', () => {
    expect(resolveProviders({ OPENROUTER_BASE_URL: 'https://openrouter.example/api/v1' })).toEqual([]);
  });

  it('configures a local server by its base URL, without a key', () => {
    const [ollama, lmstudio] = resolveProviders({ OLLAMA_BASE_URL: 'http://127.0.0.1:11434/v1/', LMSTUDIO_BASE_URL: 'http://localhost:1234/v1' });
    expect(ollama).toMatchObject({ id: 'ollama', name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, dialect: 'generic' });
    expect(lmstudio).toMatchObject({ id: 'lmstudio', name: 'LM Studio', apiKey: undefined });
  });

  it('gives Groq the three models of SPEC.md, and lists built-ins first in their own order', () => {
    const list = resolveProviders({ OLLAMA_BASE_URL: 'http://127.0.0.1:11434/v1', GROQ_API_KEY: 'gsk', OPENROUTER_API_KEY: 'or' });
    expect(ids(list)).toEqual([DEFAULT_PROVIDER, 'openrouter', 'ollama']);
    expect(list[0]?.models?.map((m) => m.name)).toEqual(ACTIVE_MODELS.map((m) => m.name));
    expect(list[1]?.headers).toHaveProperty('X-Title');
  });

  it('knows the five built-in ids of DESIGN.md', () => {
    expect(ids([...BUILT_IN_PROVIDERS])).toEqual(['groq', 'openai', 'openrouter', 'ollama', 'lmstudio']);
  });
});

describe('a key only travels over https or to a loopback address', () => {
  it.each(['http://127.0.0.1:8080/v1', 'http://127.5.0.1/v1', 'http://localhost:8080/v1', 'http://[::1]:8080/v1', 'https://192.0.2.10/v1'])(
    'sends a key to %s',
    (url) => {
      expect(resolveProviders({ GROQ_API_KEY: 'gsk', GROQ_BASE_URL: url })).toHaveLength(1);
    },
  );

  it.each(['http://192.0.2.10:11434/v1', 'http://ollama.internal/v1', 'http://127.0.0.1.example.com/v1'])('refuses to send a key in the clear to %s', (url) => {
    expect(() => resolveProviders({ OLLAMA_BASE_URL: url, OLLAMA_API_KEY: 'secret' })).toThrow(
      new ProviderConfigError('OLLAMA_BASE_URL: the Ollama key would be sent in the clear; use https, or a loopback address (127.0.0.1, ::1, localhost)'),
    );
  });

  it('lets a keyless local server live elsewhere on the network', () => {
    expect(resolveProviders({ OLLAMA_BASE_URL: 'http://192.0.2.10:11434/v1' })).toHaveLength(1);
  });

  it('applies the same rule to PROVIDERS_FILE entries, naming the entry', () => {
    const entry = { id: 'lan', name: 'LAN', baseUrl: 'http://192.0.2.7/v1', apiKeyEnv: 'LAN_KEY' };
    expect(() => resolveProviders({}, [entry], { LAN_KEY: 'k' })).toThrow(/^PROVIDERS_FILE providers\.0\.baseUrl: the LAN key would be sent in the clear/);
  });
});

describe('PROVIDERS_FILE entries', () => {
  it('adds providers after the built-ins, with their headers, models and key variable', () => {
    const list = resolveProviders({ GROQ_API_KEY: 'gsk' }, [
      { id: 'mistral', name: 'Mistral', baseUrl: 'https://api.mistral.ai/v1/', apiKeyEnv: 'MISTRAL_API_KEY', headers: { 'X-Team': 'a' }, models: [{ id: 'm', name: 'M' }] },
    ], { MISTRAL_API_KEY: 'mk' });
    expect(ids(list)).toEqual(['groq', 'mistral']);
    expect(list[1]).toEqual({
      id: 'mistral',
      name: 'Mistral',
      baseUrl: 'https://api.mistral.ai/v1',
      apiKey: 'mk',
      headers: { 'X-Team': 'a' },
      models: [{ id: 'm', name: 'M', description: '' }],
      dialect: 'generic',
    });
  });

  it('overrides a built-in of the same id, keeping its key variable and its parameters', () => {
    const [openrouter] = resolveProviders({ OPENROUTER_API_KEY: 'or' }, [
      { id: 'openrouter', name: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1', models: [{ id: 'meta-llama/llama-3.3-70b-instruct', name: 'Llama 3.3 70B' }] },
    ]);
    expect(openrouter).toMatchObject({ apiKey: 'or', dialect: 'openrouter', models: [{ id: 'meta-llama/llama-3.3-70b-instruct' }] });
  });

  it('stops with a message when apiKeyEnv names a variable that is not set', () => {
    expect(() => resolveProviders({}, [{ id: 'x', name: 'X', baseUrl: 'https://x.example/v1', apiKeyEnv: 'X_KEY' }], {})).toThrow(
      'PROVIDERS_FILE providers.0.apiKeyEnv: the variable X_KEY is not set',
    );
  });
});
