import * as v from 'valibot';
/** The body of POST /api/vercelApiRouter (DESIGN.md, The one call), parsed by the server. */
import { MAX_QUERY_CHARS } from './config/app-config';
import { DEFAULT_PROVIDER, MAX_MODEL_ID_LENGTH, PROVIDER_ID_PATTERN } from './config/models';

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

