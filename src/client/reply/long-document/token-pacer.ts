import { CHARS_PER_TOKEN } from '../../../shared/config/long-document';
import { DEFAULT_MAX_COMPLETION_TOKENS, findModel } from '../../../shared/config/models';
import { MAX_RESET_MS } from '../../../shared/rate-limit-headers';
import type { RateLimits } from '../fetch-reply';

/**
 * Paces one document's calls (each document has its own: Stop and a new document start fresh) by the limits the last replies reported (the provider's tokens per
 * minute, forwarded by the server, and the server's own requests per minute), so that a document
 * does not trip them when it can wait instead. Between two reports it counts what it has sent.
 */
export interface TokenPacer {
  /** Milliseconds to wait before a call of `promptChars` characters to `modelId` may start (0: now). */
  delayFor(promptChars: number, modelId: string, now: number): number;
  /** A call starts: its estimate comes off what is left. */
  spend(promptChars: number, modelId: string): void;
  /** A reply reported the limits as they stand. */
  report(limits: RateLimits, now: number): void;
  /** A call was refused for its rate: no call starts before `until`. */
  holdUntil(until: number): void;
  /** The person chose to send now: what the limits said so far is forgotten. */
  release(): void;
}

interface Budget {
  remaining: number;
  resetAt: number;
}

/** The prompt, and the whole completion budget: Groq counts all of it against the limit. */
export function estimateTokens(promptChars: number, modelId: string): number {
  return Math.ceil(promptChars / CHARS_PER_TOKEN) + (findModel(modelId)?.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS);
}

export function createTokenPacer(): TokenPacer {
  let tokens: Budget | undefined;
  let requests: Budget | undefined;
  let heldUntil = 0;
  const waitFor = (budget: Budget | undefined, need: number, now: number) =>
    budget && budget.resetAt > now && budget.remaining < need ? budget.resetAt - now : 0;
  return {
    delayFor(promptChars, modelId, now) {
      const wait = Math.max(heldUntil - now, waitFor(tokens, estimateTokens(promptChars, modelId), now), waitFor(requests, 1, now), 0);
      // Never longer than a Retry-After may be, whatever a provider reported.
      return Math.min(wait, MAX_RESET_MS);
    },
    spend(promptChars, modelId) {
      if (tokens) tokens.remaining -= estimateTokens(promptChars, modelId);
      if (requests) requests.remaining -= 1;
    },
    report(limits, now) {
      if (limits.remainingTokens !== undefined) tokens = { remaining: limits.remainingTokens, resetAt: now + (limits.tokensResetMs ?? 0) };
      if (limits.remainingRequests !== undefined) requests = { remaining: limits.remainingRequests, resetAt: now + (limits.requestsResetMs ?? 0) };
    },
    holdUntil(until) {
      heldUntil = Math.max(heldUntil, until);
    },
    release() {
      tokens = undefined;
      requests = undefined;
      heldUntil = 0;
    },
  };
}
