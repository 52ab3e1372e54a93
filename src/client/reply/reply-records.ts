import type { StoreApi } from 'zustand/vanilla';
import { cacheKey, withVersion, type ReplyState } from './reply-state';

/**
 * The reply cache as calls made another way read and write it: a long document's parts are cached
 * like any reply, so a part sent alone, or again, is not sent twice.
 */
export interface ReplyRecords {
  /** The complete reply cached for (prompt, model), if any. */
  cached(prompt: string, modelId: string, provider: string): string | undefined;
  /** Records a complete reply as the newest version of its (prompt, model). */
  record(prompt: string, modelId: string, provider: string, response: string, timeToResponse: number): void;
}

export function createReplyRecords(store: StoreApi<ReplyState>): ReplyRecords {
  return {
    cached(prompt, modelId, provider) {
      const entry = store.getState().entries[cacheKey(prompt, modelId, provider)];
      return entry && !entry.isLoading ? entry.response : undefined;
    },
    record(prompt, modelId, provider, response, timeToResponse) {
      const key = cacheKey(prompt, modelId, provider);
      store.setState((state) => {
        if (state.entries[key]?.isLoading) return state; // that single call owns the entry
        // A version too, so that the part sent alone shows this reply as any cached one.
        const entry = { prompt, modelId, provider, response, timeToResponse, isLoading: false, requestId: 0 };
        return withVersion(state, key, entry, { response, timeToResponse });
      });
    },
  };
}
