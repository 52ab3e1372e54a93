import { z } from 'zod/mini';
import { MAX_QUERY_CHARS } from './config/app-config';
import { DEFAULT_PROVIDER, MAX_MODEL_ID_LENGTH, PROVIDER_ID_PATTERN } from './config/models';

/** The one route of SPEC.md section 7. */
export const API_PATH = '/api/vercelApiRouter';

/** The route checks that `provider` is configured and that `modelName` is one of its models. */
export const queryRequestSchema = z.object({
  provider: z._default(z.string().check(z.regex(PROVIDER_ID_PATTERN, 'provider must be a provider id')), DEFAULT_PROVIDER),
  query: z.string().check(
    z.refine((s) => s.trim().length > 0, 'query must not be blank'),
    z.maxLength(MAX_QUERY_CHARS, `query must be at most ${MAX_QUERY_CHARS} characters`),
  ),
  modelName: z.string().check(z.minLength(1, 'modelName must not be empty'), z.maxLength(MAX_MODEL_ID_LENGTH, 'modelName is too long')),
});
export type QueryRequest = z.output<typeof queryRequestSchema>;
export type QueryRequestInput = z.input<typeof queryRequestSchema>;

/** GET /api/models: the configured providers and their models, never a key or a base URL. */
export const MODELS_API_PATH = '/api/models';

export const modelEntrySchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type ModelEntry = z.infer<typeof modelEntrySchema>;
export const providerModelsSchema = z.object({ id: z.string(), name: z.string(), models: z.array(modelEntrySchema) });
export type ProviderModels = z.infer<typeof providerModelsSchema>;
export const modelsReplySchema = z.object({ providers: z.array(providerModelsSchema) });
export type ModelsReply = z.infer<typeof modelsReplySchema>;

export const queryReplySchema = z.object({ content: z.string() });
export type QueryReply = z.infer<typeof queryReplySchema>;

/** The stable error codes of the API, on both sides: the keys of config/error-table (status,
 * retryability and message of each). */
export type { ErrorCode } from './config/error-table';

/**
 * The error body. `code` is read as a plain string on the wire so that a newer server's code does
 * not make the whole body unreadable; `toErrorCode` maps it to a known one.
 */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One `data:` line of the SSE mode of the route (DESIGN.md, The one call). */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    usage: z.optional(
      z.object({
        promptTokens: z.optional(z.number()),
        completionTokens: z.optional(z.number()),
        totalTokens: z.optional(z.number()),
      }),
    ),
    durationMs: z.optional(z.number()),
  }),
  z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
