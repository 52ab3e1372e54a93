import { APP_NAME } from '../../shared/config/app-config';
import { ACTIVE_MODELS, DEFAULT_PROVIDER, DEFAULT_PROVIDER_NAME } from '../../shared/config/models';
import type { Dialect } from './provider-config';

export interface BuiltInProvider {
  id: string;
  name: string;
  /** `<ENV>_API_KEY` and `<ENV>_BASE_URL` configure it. */
  env: string;
  defaultBaseUrl: string;
  /** Local servers need no key: setting their base URL configures them. */
  local: boolean;
  dialect: Dialect;
  headers?: Record<string, string>;
  models?: { id: string; name: string; description: string }[];
}

/** The providers known by id (DESIGN.md, Providers). */
export const BUILT_IN_PROVIDERS: readonly BuiltInProvider[] = [
  {
    id: DEFAULT_PROVIDER,
    name: DEFAULT_PROVIDER_NAME,
    env: 'GROQ',
    defaultBaseUrl: 'https://api.groq.com/openai/v1',
    local: false,
    dialect: 'groq',
    // Groq keeps the three models of SPEC.md unless PROVIDERS_FILE overrides them.
    models: ACTIVE_MODELS.map(({ id, name, description }) => ({ id, name, description })),
  },
  { id: 'openai', name: 'OpenAI', env: 'OPENAI', defaultBaseUrl: 'https://api.openai.com/v1', local: false, dialect: 'openai' },
  {
    id: 'openrouter',
    name: 'OpenRouter',
    env: 'OPENROUTER',
    defaultBaseUrl: 'https://openrouter.ai/api/v1',
    local: false,
    dialect: 'openrouter',
    // OpenRouter's optional app attribution.
    headers: { 'X-Title': APP_NAME },
  },
  { id: 'ollama', name: 'Ollama', env: 'OLLAMA', defaultBaseUrl: 'http://127.0.0.1:11434/v1', local: true, dialect: 'generic' },
  { id: 'lmstudio', name: 'LM Studio', env: 'LMSTUDIO', defaultBaseUrl: 'http://127.0.0.1:1234/v1', local: true, dialect: 'generic' },
];

export function findBuiltIn(id: string): BuiltInProvider | undefined {
  return BUILT_IN_PROVIDERS.find((p) => p.id === id);
}
