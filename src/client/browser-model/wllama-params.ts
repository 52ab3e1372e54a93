import { LOCAL_SAMPLING } from '../../shared/config/local-models';

/*
 * How the page runs wllama, in its own words: the worker uses these, and bench/browser-model.ts
 * gives wllama alone the same, so the two are compared on equal terms.
 */

/** One thread: threads need a cross-origin isolated page, and on a phone's few cores they were slower. */
export const wllamaLoadParams = (contextTokens: number) => ({ n_ctx: contextTokens, n_threads: 1, seed: LOCAL_SAMPLING.seed });

/** The server's sampling (config/local-models.ts), so the same prompt gets the same reply. */
export const WLLAMA_SAMPLING = {
  temperature: LOCAL_SAMPLING.temperature,
  top_p: LOCAL_SAMPLING.topP,
  top_k: LOCAL_SAMPLING.topK,
  penalty_repeat: LOCAL_SAMPLING.repeatPenalty,
  seed: LOCAL_SAMPLING.seed,
} as const;
