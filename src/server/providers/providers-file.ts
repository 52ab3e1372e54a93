import { z } from 'zod';
import { PROVIDER_ID_PATTERN } from '../../shared/config/models';
import { modelEntryProblem } from './model-list-rules';

/** The same rules as a provider's /models entries (model-list-rules.ts). */
const modelSchema = z
  .strictObject({ id: z.string(), name: z.string().trim(), description: z.string().optional() })
  .superRefine((model, context) => {
    const problem = modelEntryProblem(model);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const providerSchema = z.strictObject({
  id: z.string().regex(PROVIDER_ID_PATTERN, 'must be lowercase letters, digits, - or _ (at most 32)'),
  name: z.string().trim().min(1).max(60),
  baseUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  /** The name of the environment variable holding the key: the file itself never holds a key. */
  apiKeyEnv: z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name').optional(),
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name'), z.string()).optional(),
  models: z
    .array(modelSchema)
    .min(1, 'must list at least one model (leave it out to read the provider\u2019s /models)')
    .refine((models) => new Set(models.map((m) => m.id)).size === models.length, 'model ids must be unique')
    .optional(),
});

const fileSchema = z.strictObject({
  providers: z.array(providerSchema).refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'provider ids must be unique'),
});

export type ProvidersFileEntry = z.output<typeof providerSchema>;

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
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
    throw new ProviderConfigError(`PROVIDERS_FILE ${fileName} is not valid: ${issues}`);
  }
  return parsed.data.providers;
}
