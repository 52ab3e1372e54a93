import type { QueryRequest } from '../../../shared/api-contract';
import { DEFAULT_RATE_LIMIT_WAIT_SECONDS, PART_RATE_LIMIT_WAITS, PART_RETRIES } from '../../../shared/config/long-document';
import type { StreamReplyOptions } from '../fetch-reply';
import { describeReplyError, ReplyError } from '../reply-error';
import type { TokenPacer } from './token-pacer';

export interface CallDeps {
  streamReply: (request: QueryRequest, options: StreamReplyOptions) => Promise<void>;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  pacer: TokenPacer;
}

/** What a call reports while it runs; the runner turns these into the document's view. */
export interface CallEvents {
  sending(): void;
  waiting(until: number): void;
  delta(text: string): void;
}

export type CallOutcome =
  | { ok: true }
  | { ok: false; stopped: true }
  | { ok: false; stopped: false; reason: string | undefined; retryable: boolean; offline?: true };

const isRateLimit = (error: unknown) => error instanceof ReplyError && (error.code === 'rate_limited' || error.code === 'upstream_rate_limited');

/**
 * Sends one call of a document: waits first when the pacer says the limits are spent; a 429 waits
 * its Retry-After and sends again (that is waiting, not failing); any other retryable failure is
 * sent again PART_RETRIES times. Resolves with how it ended; never rejects.
 */
export async function sendCall(deps: CallDeps, request: QueryRequest, signal: AbortSignal, events: CallEvents): Promise<CallOutcome> {
  let failures = 0;
  let waits = 0;
  for (;;) {
    const delay = deps.pacer.delayFor(request.query.length, request.modelName, deps.now());
    if (delay > 0) {
      events.waiting(deps.now() + delay);
      await deps.sleep(delay, signal);
    }
    if (signal.aborted) return { ok: false, stopped: true };
    deps.pacer.spend(request.query.length, request.modelName);
    events.sending();
    try {
      await deps.streamReply(request, {
        signal,
        onDelta: events.delta,
        onLimits: (limits) => deps.pacer.report(limits, deps.now()),
      });
      return { ok: true };
    } catch (error) {
      if (signal.aborted) return { ok: false, stopped: true };
      const described = describeReplyError(error);
      if (isRateLimit(error) && waits < PART_RATE_LIMIT_WAITS) {
        waits += 1;
        const waitMs = (described.retryAfterSeconds ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS) * 1000;
        const until = deps.now() + waitMs;
        deps.pacer.holdUntil(until); // the other part in flight would only be refused too
        events.waiting(until);
        await deps.sleep(waitMs, signal);
        continue;
      }
      if (described.retryable && failures < PART_RETRIES) {
        failures += 1;
        continue;
      }
      return { ok: false, stopped: false, reason: described.reason, retryable: described.retryable, offline: described.offline };
    }
  }
}
