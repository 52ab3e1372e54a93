import { describe, expect, it } from 'vitest';
import { parseProvidersFile, ProviderConfigError } from './providers-file';

const valid = {
  providers: [
    {
      id: 'mistral',
      name: 'Mistral',
      baseUrl: 'https://api.mistral.ai/v1',
      apiKeyEnv: 'MISTRAL_API_KEY',
      headers: { 'X-Team': 'writers' },
      models: [{ id: 'mistral-small-latest', name: 'Mistral Small', description: 'Quick' }],
    },
    { id: 'vllm', name: 'Office vLLM', baseUrl: 'http://127.0.0.1:8000/v1' },
  ],
};

function problem(value: unknown): string {
  try {
    parseProvidersFile(typeof value === 'string' ? value : JSON.stringify(value), 'providers.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderConfigError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

const withProvider = (patch: Record<string, unknown>) => ({ providers: [{ ...valid.providers[1], ...patch }] });

describe('PROVIDERS_FILE', () => {
  it('accepts the shape of DESIGN.md', () => {
    expect(parseProvidersFile(JSON.stringify(valid), 'providers.json')).toEqual(valid.providers);
  });

  it.each([
    ['text that is not JSON', '{"providers": [', /providers\.json is not valid JSON \(Unexpected end of JSON input\)/],
    ['no providers list', {}, /providers: /],
    ['an id with capitals', withProvider({ id: 'My-Server' }), /providers\.0\.id: must be lowercase/],
    ['a base URL that is not http(s)', withProvider({ baseUrl: 'ftp://example.com/v1' }), /providers\.0\.baseUrl: must be an http\(s\) URL/],
    ['a missing name', withProvider({ name: undefined }), /providers\.0\.name/],
    ['an empty model list', withProvider({ models: [] }), /providers\.0\.models: must list at least one model/],
    ['a model without a name', withProvider({ models: [{ id: 'm' }] }), /providers\.0\.models\.0\.name/],
    ['twice the same model', withProvider({ models: [{ id: 'm', name: 'M' }, { id: 'm', name: 'N' }] }), /model ids must be unique/],
    ['an unknown field (a key written into the file)', withProvider({ apiKey: 'sk-in-the-file' }), /providers\.0: Unrecognized key: "apiKey"/],
    ['an apiKeyEnv that is not a variable name', withProvider({ apiKeyEnv: 'sk-abc' }), /providers\.0\.apiKeyEnv: must be an environment variable name/],
    ['twice the same id', { providers: [valid.providers[1], valid.providers[1]] }, /provider ids must be unique/],
  ])('refuses %s, naming the file and the place', (_label, value, message) => {
    const text = problem(value);
    expect(text).toMatch(/^PROVIDERS_FILE providers\.json /);
    expect(text).toMatch(message);
    expect(text).not.toContain('sk-');
  });

  it('does not repeat the text of a broken file (it may hold a secret header)', () => {
    expect(problem('{"providers": [{"headers": {"X-Secret": "s3cr3t-value"}')).not.toContain('s3cr3t');
  });
});
