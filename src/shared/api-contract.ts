import * as v from 'valibot';
import { MAX_QUERY_CHARS } from './config/app-config';
import { DEFAULT_PROVIDER, MAX_MODEL_ID_LENGTH, PROVIDER_ID_PATTERN } from './config/models';

/*
 * The API contract, in valibot: the page already uses it for storage before the first paint
 * (about 1 KB gzip there, where zod/mini cost about 4.5), so the contract adds only its schemas.
 * Parse with `v.parse(schema, value)` or `v.safeParse(schema, value)`.
 */

/** The one route of SPEC.md section 7. */
export const API_PATH = '/api/vercelApiRouter';

/**
 * The route checks that `provider` is configured and that `modelName` is one of its models. Every
 * rule has its own message, so that an error never repeats a value it was given (valibot's default
 * messages quote what they received).
 */
export const queryRequestSchema = v.object(
  {
    provider: v.optional(
      v.pipe(v.string('provider must be a string'), v.regex(PROVIDER_ID_PATTERN, 'provider must be a provider id')),
      DEFAULT_PROVIDER,
    ),
    query: v.pipe(
      v.string('query must be a string'),
      v.check((s) => s.trim().length > 0, 'query must not be blank'),
      v.maxLength(MAX_QUERY_CHARS, `query must be at most ${MAX_QUERY_CHARS} characters`),
    ),
    modelName: v.pipe(
      v.string('modelName must be a string'),
      v.minLength(1, 'modelName must not be empty'),
      v.maxLength(MAX_MODEL_ID_LENGTH, 'modelName is too long'),
    ),
  },
  // The object's message also serves a missing field (the issue then has a path).
  (issue) => (issue.path ? 'is required' : 'the body must be a JSON object'),
);
export type QueryRequest = v.InferOutput<typeof queryRequestSchema>;
export type QueryRequestInput = v.InferInput<typeof queryRequestSchema>;

/** GET /api/models: the configured providers and their models, never a key or a base URL. */
export const MODELS_API_PATH = '/api/models';

export const modelEntrySchema = v.object({ id: v.string(), name: v.string(), description: v.string() });
export type ModelEntry = v.InferOutput<typeof modelEntrySchema>;
export const providerModelsSchema = v.object({ id: v.string(), name: v.string(), models: v.array(modelEntrySchema) });
export type ProviderModels = v.InferOutput<typeof providerModelsSchema>;
export const modelsReplySchema = v.object({ providers: v.array(providerModelsSchema) });
export type ModelsReply = v.InferOutput<typeof modelsReplySchema>;

export const queryReplySchema = v.object({ content: v.string() });
export type QueryReply = v.InferOutput<typeof queryReplySchema>;

/** The stable error codes of the API, on both sides: the keys of config/error-table (status,
 * retryability and message of each). */
export type { ErrorCode } from './config/error-table';

/**
 * The error body. `code` is read as a plain string on the wire so that a newer server's code does
 * not make the whole body unreadable; `toErrorCode` maps it to a known one.
 */
const errorBody = v.object({ code: v.string(), message: v.string() });
export const apiErrorSchema = v.object({ error: errorBody });
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

/** One `data:` line of the SSE mode of the route (DESIGN.md, The one call). */
export const streamEventSchema = v.variant('type', [
  v.object({ type: v.literal('delta'), text: v.string() }),
  v.object({
    type: v.literal('done'),
    usage: v.optional(
      v.object({
        promptTokens: v.optional(v.number()),
        completionTokens: v.optional(v.number()),
        totalTokens: v.optional(v.number()),
      }),
    ),
    durationMs: v.optional(v.number()),
  }),
  v.object({ type: v.literal('error'), error: errorBody }),
]);
export type StreamEvent = v.InferOutput<typeof streamEventSchema>;
