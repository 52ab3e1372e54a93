import type { StoreApi } from 'zustand/vanilla';
import { cacheKey, type ReplyState } from '../reply-state';
import type { PartCache } from './document-run';

/** The parts of a document share the reply cache: a part sent alone, or again, is not sent twice. */
export function replyCache(store: StoreApi<ReplyState>): PartCache {
  return {
    get(prompt, modelId, provider) {
      const entry = store.getState().entries[cacheKey(prompt, modelId, provider)];
      return entry && !entry.isLoading ? entry.response : undefined;
    },
    put(prompt, modelId, provider, response, timeToResponse) {
      const key = cacheKey(prompt, modelId, provider);
      store.setState((state) => {
        if (state.entries[key]?.isLoading) return state; // that single call owns the entry
        const entry = { prompt, modelId, provider, response, timeToResponse, isLoading: false, requestId: 0 };
        // A version too, so that the part sent alone shows this reply as any cached one.
        const versions = [...(state.versions[key] ?? []), { response, timeToResponse }];
        return { entries: { ...state.entries, [key]: entry }, versions: { ...state.versions, [key]: versions } };
      });
    },
  };
}
