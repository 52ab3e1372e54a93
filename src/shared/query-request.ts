import * as v from 'valibot';
/** The body of POST /api/vercelApiRouter (DESIGN.md, The one call), parsed by the server. */
import { MAX_QUERY_CHARS } from './config/app-config';
import { DEFAULT_PROVIDER, MAX_MODEL_ID_LENGTH, PROVIDER_ID_PATTERN } from './config/models';

const notBlank = (s: string) => s.trim().length > 0;

/**
 * A follow-up (DESIGN.md, Refine): its shape here (400 when malformed); its lengths are checked
 * after parsing by follow-up-limits.ts, so that too long is 413 rather than 400.
 */
const followUpSchema = v.pipe(
  v.object(
    {
      reply: v.pipe(v.string('followUp.reply must be a string'), v.check(notBlank, 'followUp.reply must not be blank')),
      instruction: v.pipe(v.string('followUp.instruction must be a string'), v.check(notBlank, 'followUp.instruction must not be blank')),
      passage: v.optional(v.pipe(v.string('followUp.passage must be a string'), v.check(notBlank, 'followUp.passage must not be blank'))),
    },
    (issue) => (issue.path && issue.path.length > 1 ? 'is required' : 'followUp must be an object'),
  ),
  v.check((f) => f.passage === undefined || f.reply.includes(f.passage), 'followUp.passage must be a passage of followUp.reply'),
);

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
      v.check(notBlank, 'query must not be blank'),
      v.maxLength(MAX_QUERY_CHARS, `query must be at most ${MAX_QUERY_CHARS} characters`),
    ),
    modelName: v.pipe(
      v.string('modelName must be a string'),
      v.minLength(1, 'modelName must not be empty'),
      v.maxLength(MAX_MODEL_ID_LENGTH, 'modelName is too long'),
    ),
    followUp: v.optional(followUpSchema),
  },
  // The object's message also serves a missing field (the issue then has a path).
  (issue) => (issue.path ? 'is required' : 'the body must be a JSON object'),
);
export type QueryRequest = v.InferOutput<typeof queryRequestSchema>;
export type QueryRequestInput = v.InferInput<typeof queryRequestSchema>;

