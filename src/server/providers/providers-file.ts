import * as v from 'valibot';
import { PROVIDER_ID_PATTERN } from '../../shared/config/models';
import { describeIssues } from '../config-issues';
import { modelEntryProblem } from './model-list-rules';

/** The same rules as a provider's /models entries (model-list-rules.ts). */
const modelSchema = v.pipe(
  v.strictObject({ id: v.string(), name: v.pipe(v.string(), v.trim()), description: v.optional(v.string()) }),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? modelEntryProblem(dataset.value) : undefined;
    if (problem) addIssue({ message: problem });
  }),
);

const providerSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(PROVIDER_ID_PATTERN, 'must be lowercase letters, digits, - or _ (at most 32)')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(60, 'must be at most 60 characters')),
  baseUrl: v.pipe(v.string(), v.check((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), 'must be an http(s) URL')),
  /** The name of the environment variable holding the key: the file itself never holds a key. */
  apiKeyEnv: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name'))),
  headers: v.optional(v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/, 'must be a header name')), v.string())),
  models: v.optional(
    v.pipe(
      v.array(modelSchema),
      v.minLength(1, 'must list at least one model (leave it out to read the provider\u2019s /models)'),
      v.check((models) => new Set(models.map((m) => m.id)).size === models.length, 'model ids must be unique'),
    ),
  ),
});

const fileSchema = v.strictObject({
  providers: v.pipe(
    v.array(providerSchema),
    v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'provider ids must be unique'),
  ),
});

export type ProvidersFileEntry = v.InferOutput<typeof providerSchema>;

/** A PROVIDERS_FILE that cannot be used; the message names the file, the place and the rule. */
export class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

/**
 * Parses PROVIDERS_FILE's text (DESIGN.md, Providers). Messages name the path in the file and the
 * rule broken, never a value (a header could carry a secret).
 */
export function parseProvidersFile(text: string, fileName: string): ProvidersFileEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Only the parser's verdict: the rest of its message quotes the text, which may hold a secret.
    const verdict = error instanceof Error ? /^Unexpected (?:end of JSON input|token '[^']{1,4}')|position \d+/.exec(error.message)?.[0] : undefined;
    throw new ProviderConfigError(`PROVIDERS_FILE ${fileName} is not valid JSON${verdict ? ` (${verdict})` : ''}`);
  }
  const parsed = v.safeParse(fileSchema, json);
  if (!parsed.success) throw new ProviderConfigError(`PROVIDERS_FILE ${fileName} is not valid: ${describeIssues(parsed.issues)}`);
  return parsed.output.providers;
}
