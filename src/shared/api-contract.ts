import * as v from 'valibot';

/*
 * The API contract, in valibot: the page already uses it for storage before the first paint
 * (about 1 KB gzip there, where zod/mini cost about 4.5), so the contract adds only its schemas.
 * Parse with `v.parse(schema, value)` or `v.safeParse(schema, value)`.
 */

/** The one route of SPEC.md section 7. */
export const API_PATH = '/api/vercelApiRouter';

/** The request's schema is in query-request.ts: only the server parses it, and valibot's string
 * rules it uses then stay out of the page (valibot is in the page's first load, for storage). */
export type { QueryRequest, QueryRequestInput } from './query-request';

/** GET /api/models: the configured providers and their models, never a key or a base URL. */
export const MODELS_API_PATH = '/api/models';

/** `contextTokens`: what the model sees at once, where it is known (the server's own model, the
 * browser's): a long document is cut into parts that fit it. `url` and `bytes`: where the page
 * downloads the browser's model from, and its size (DESIGN.md, No key needed). */
export const modelEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  contextTokens: v.optional(v.number()),
  url: v.optional(v.string()),
  bytes: v.optional(v.number()),
});
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
const errorBody = v.object({ code: v.string(), message: v.string(), progress: v.optional(v.number()) });
export const apiErrorSchema = v.object({ error: errorBody });
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

/*
 * One `data:` line of the SSE mode of the route (DESIGN.md, The one call). Read by its `type`, then
 * by that type's schema: the same check as a discriminated union, without valibot's `variant`,
 * which would add to the page's first load (valibot is there for storage).
 */
const streamEventTypeSchema = v.object({ type: v.picklist(['delta', 'done', 'error', 'queued']) });
const STREAM_EVENT_SCHEMAS = {
  delta: v.object({ type: v.picklist(['delta']), text: v.string() }),
  /** The call waits for the server's own model: `position` calls are ahead of it (DESIGN.md, No key needed). */
  queued: v.object({ type: v.picklist(['queued']), position: v.number() }),
  done: v.object({
    type: v.picklist(['done']),
    usage: v.optional(
      v.object({
        promptTokens: v.optional(v.number()),
        completionTokens: v.optional(v.number()),
        totalTokens: v.optional(v.number()),
      }),
    ),
    durationMs: v.optional(v.number()),
  }),
  error: v.object({ type: v.picklist(['error']), error: errorBody }),
};
export type StreamEvent = v.InferOutput<(typeof STREAM_EVENT_SCHEMAS)[keyof typeof STREAM_EVENT_SCHEMAS]>;

/** The stream event `value` is, or undefined when it is none (an unknown event is skipped, as SSE intends). */
export function toStreamEvent(value: unknown): StreamEvent | undefined {
  const head = v.safeParse(streamEventTypeSchema, value);
  if (!head.success) return undefined;
  const event = v.safeParse(STREAM_EVENT_SCHEMAS[head.output.type], value);
  return event.success ? event.output : undefined;
}
