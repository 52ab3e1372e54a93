import { LOCAL_MAX_REPLY_TOKENS, type PinnedModel } from './local-models';

/*
 * The model in the person's browser (DESIGN.md, No key needed: In this browser): a module of its
 * own, apart from local-models.ts, which the first load needs a little of: nothing here is on it.
 */

/** The browser's own model (Chrome's Prompt API), listed under BROWSER_PROVIDER_NAME where it says it can run. */
export const BUILT_IN_MODEL = { id: 'built-in', name: 'Built into this browser', description: 'The model your browser comes with.' } as const;
/** BROWSER_MODEL's word for "offer no downloaded model in the page" (the browser's own is still offered). */
export const BROWSER_MODEL_OFF = 'off';

/**
 * The page's default: Qwen2.5 0.5B Instruct at 4 bits (Q4_K_M). Apache-2.0, from the same family
 * as the server's; about 490 MB, so a phone or an old laptop can keep it and run it on one core
 * of WebAssembly at a few words a second.
 */
export const DEFAULT_BROWSER_MODEL: PinnedModel = {
  fileName: 'qwen2.5-0.5b-instruct-q4_k_m.gguf',
  name: 'Qwen2.5 0.5B Instruct',
  url: 'https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/9217f5db79a29953eb74d5343926648285ec7e67/qwen2.5-0.5b-instruct-q4_k_m.gguf',
  bytes: 491_400_032,
  licence: 'Apache-2.0',
};
/**
 * Hosts the default's download may go through: Hugging Face answers a file with a redirect to its
 * CDN, and the page's connect-src must allow each hop.
 */
export const DEFAULT_BROWSER_MODEL_HOSTS = ['https://huggingface.co', 'https://*.huggingface.co', 'https://*.hf.co'] as const;
/**
 * Tokens the browser's model sees at once (BROWSER_MODEL_CONTEXT). Smaller than the server's: its memory is the tab's, and
 * on one core of WebAssembly a longer prompt would take minutes before the first word.
 */
export const BROWSER_MODEL_CONTEXT_DEFAULT = 2048;
/** The fewest BROWSER_MODEL_CONTEXT accepts: a short prompt and a short reply. */
export const BROWSER_MODEL_CONTEXT_MIN = 256;
/** The browser model's reply budget: the same cap as every model's, or half its context where that is smaller. */
export const browserReplyTokens = (contextTokens: number): number => Math.min(LOCAL_MAX_REPLY_TOKENS, Math.floor(contextTokens / 2));
/** A reply expected to take longer than this says so before it starts (DESIGN.md, honest speed). */
export const SLOW_REPLY_SECONDS = 60;
/** The tokens the first use generates to measure the device. */
export const SPEED_PROBE_TOKENS = 8;
/** About how many words a token makes in the languages the presets write. */
export const WORDS_PER_TOKEN = 0.75;
/** A reply's expected length in tokens, for the estimate made before it starts (about 250 words). */
export const EXPECTED_REPLY_TOKENS = 330;

export const BROWSER_MODEL_TEXT = {
  consentTitle: (name: string) => `Download ${name}?`,
  consentBody: (megabytes: number | undefined) =>
    `${megabytes === undefined ? 'The model' : `The model (${megabytes} MB)`} runs on this device: your text never leaves it. It is downloaded once and kept in this browser; Settings shows the space it takes and removes it.`,
  builtInConsentBody: 'Your browser downloads its own model once and keeps it. It runs on this device: your text never leaves it.',
  download: 'Download',
  cancel: 'Cancel',
  downloading: (name: string) => `Downloading ${name}`,
  cancelDownload: 'Cancel download',
  loading: (name: string) => `Loading ${name}`,
  measuring: (name: string) => `Measuring how fast ${name} runs here`,
  speed: (wordsPerSecond: number) => `About ${wordsPerSecond} words a second here.`,
  slow: (minutes: number) => `This reply will take about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} on this device.`,
  fasterOnServer: 'The model on this server is faster: choose it in Settings.',
  stored: (name: string, megabytes: number) => `${name} is stored in this browser (${megabytes} MB).`,
  remove: (name: string) => `Remove ${name} from this browser`,
  removed: (name: string) => `${name} was removed from this browser.`,
  noRoom: (neededMb: number, freeMb: number) => `There is not enough room in this browser for the model: it needs ${neededMb} MB and ${freeMb} MB are free.`,
} as const;

/** Megabytes as a person reads a file's size: whole ones, with a tenth below 10 (a small file is not "0 MB"). */
export const toMegabytes = (bytes: number): number => (bytes < 10_000_000 ? Math.round(bytes / 100_000) / 10 : Math.round(bytes / 1_000_000));
