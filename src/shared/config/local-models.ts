/**
 * The models that run without any provider key (DESIGN.md, No key needed): one inside the server
 * process (provider `local`), one inside the person's browser (provider `browser`). Both are GGUF
 * files, llama.cpp's format.
 */

export const LOCAL_PROVIDER_ID = 'local';
export const LOCAL_PROVIDER_NAME = 'On this server';
export const BROWSER_PROVIDER_ID = 'browser';
export const BROWSER_PROVIDER_NAME = 'In this browser';

/** Where the server keeps and serves GGUF files, relative to its working directory (MODELS_DIR). */
export const MODELS_DIR_DEFAULT = 'models';
/** The page fetches a model file of MODELS_DIR from here. */
export const MODEL_FILES_PATH = '/models/';
/** The only file names `/models/` serves, and that LOCAL_MODEL may name inside MODELS_DIR. */
export const GGUF_FILE_NAME = /^[A-Za-z0-9._-]+\.gguf$/;
/** A longer name is refused before it reaches the disk. */
export const MAX_MODEL_FILE_NAME = 200;

/** A model file that can be downloaded, its bytes known before the download. */
export interface PinnedModel {
  fileName: string;
  /** Shown until the file's own name (GGUF general.name) can be read. */
  name: string;
  /** Pinned to one revision, so the bytes behind it never change. */
  url: string;
  bytes: number;
  licence: string;
}

/**
 * The server's default: Qwen2.5 1.5B Instruct at 4 bits (Q4_K_M). Apache-2.0; writes and translates
 * in the translator persona's languages (Spanish, French, German and others among its 29);
 * about 1.1 GB, which a laptop holds in memory beside a browser and runs at reading speed on its CPU.
 */
export const DEFAULT_SERVER_MODEL: PinnedModel = {
  fileName: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
  name: 'Qwen2.5 1.5B Instruct',
  url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/91cad51170dc346986eccefdc2dd33a9da36ead9/qwen2.5-1.5b-instruct-q4_k_m.gguf',
  bytes: 1_117_320_736,
  licence: 'Apache-2.0',
};

/** LOCAL_MODEL's word for "never run a model in the server". */
export const LOCAL_MODEL_OFF = 'off';
/** Replies generated at once (LOCAL_MODEL_PARALLEL): on a CPU, one at a time is fastest for each. */
export const LOCAL_MODEL_PARALLEL_DEFAULT = 1;
/** Calls that may wait for a free place (LOCAL_MODEL_QUEUE); past it 503 `server_busy`. */
export const LOCAL_MODEL_QUEUE_DEFAULT = 16;
/** Tokens the model sees at once, prompt and reply together (LOCAL_MODEL_CONTEXT). */
export const LOCAL_MODEL_CONTEXT_DEFAULT = 4096;
/** The fewest LOCAL_MODEL_CONTEXT accepts: below it not even a short reply fits. */
export const LOCAL_MODEL_CONTEXT_MIN = 512;
/** The reply's budget on this server's model: about 800 words, as every provider's cap. */
export const LOCAL_MAX_REPLY_TOKENS = 1200;
/** A call made while the model downloads or loads is asked to come back after this long. */
export const LOCAL_MODEL_LOADING_RETRY_S = 1;

/**
 * How the server's model samples: the settings Qwen2.5's authors give for its instruct models, with
 * a fixed seed, so the same prompt gets the same reply (and a test can expect it).
 */
export const LOCAL_SAMPLING = { temperature: 0.7, topP: 0.8, topK: 20, repeatPenalty: 1.05, seed: 42 } as const;

/**
 * Characters of composed prompt that fit a model's context: a token is at least about three
 * characters in the languages the presets write, and the reply's budget is kept free (half the
 * context where the context is small).
 */
export function promptCharsFor(contextTokens: number): number {
  return (contextTokens - Math.min(LOCAL_MAX_REPLY_TOKENS, Math.floor(contextTokens / 2))) * 3;
}

export const LOCAL_MODEL_TEXT = {
  preparing: (name: string, percent: number) => `Preparing ${name}: ${percent}%`,
  waiting: (ahead: number) => `Waiting for the model on this server (${ahead} ahead)`,
} as const;

