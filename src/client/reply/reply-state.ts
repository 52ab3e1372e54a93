import { DEFAULT_PROVIDER } from '../../shared/config/models';

/** A cached reply for one (prompt, model) pair (SPEC.md section 3, Query cache entry). */
export interface CacheEntry {
  prompt: string;
  modelId: string;
  /** The model's provider: the same model id may be offered by several. */
  provider: string;
  /** Markdown received so far; complete once isLoading is false. */
  response: string;
  /** Seconds from send to the last piece, once done. */
  timeToResponse: number | null;
  isLoading: boolean;
  requestId: number;
}

/** A failed call: its cache entry is gone, but what it showed and why stay on screen. */
export interface ReplyFailure {
  key: string;
  prompt: string;
  modelId: string;
  provider: string;
  /** Text that had streamed in before the failure. */
  partial: string;
  /** The cause, for a person. */
  reason: string | undefined;
  /** Whether sending the same prompt again may work; after `retryAfterSeconds` when one was given. */
  retryable: boolean;
  retryAfterSeconds: number | undefined;
}

export interface ReplyState {
  /** The text of the last submit; typing alone changes nothing here. */
  submittedText: string;
  /** Bumped on every submit so that re-submitting the same text runs the flow again. */
  submitCount: number;
  /** The (prompt, model) pair on show, or null before a submit or for a blank prompt. */
  activeKey: string | null;
  entries: Record<string, CacheEntry>;
  failure: ReplyFailure | null;
}

/** JSON keeps the key unambiguous whatever characters the prompt holds. */
export function cacheKey(prompt: string, modelId: string, provider: string = DEFAULT_PROVIDER): string {
  return JSON.stringify([provider, modelId, prompt]);
}

export interface ReplyView {
  entry: CacheEntry | undefined;
  failure: ReplyFailure | undefined;
}

export function selectView(state: ReplyState): ReplyView {
  const key = state.activeKey;
  if (key === null) return { entry: undefined, failure: undefined };
  return { entry: state.entries[key], failure: state.failure?.key === key ? state.failure : undefined };
}
