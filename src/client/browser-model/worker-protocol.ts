import type { ChatMessage } from '../../shared/conversation-messages';

/*
 * The messages between the page and the browser model's worker (model-worker.ts). Every request
 * carries an id; the worker answers with events of that id and ends each request with `ready`,
 * `done`, `removed` or `failed`. Tests fake the worker by speaking exactly this.
 */

/** The model file as /api/models lists it. */
export interface ModelFile {
  id: string;
  url: string;
  /** Its size where the server knows it; else the download's own length. */
  bytes: number | undefined;
  contextTokens: number;
}

export type ToWorker =
  /** Whether the model is stored whole in this browser: answered with `stored`. */
  | { type: 'stored'; id: number; model: ModelFile }
  /** Downloads what is missing (`progress`), then loads it (`loading`), then `ready`. */
  | { type: 'prepare'; id: number; model: ModelFile }
  /** Stops a `prepare` that is downloading; what came is kept for the next one to resume. */
  | { type: 'cancel'; id: number }
  /** Streams a reply (`delta`), then `done`. `maxTokens`: the reply's budget. */
  | { type: 'generate'; id: number; system: string; messages: ChatMessage[]; maxTokens: number }
  /** Stops a `generate`: it ends with `done` (the text so far stays the caller's). */
  | { type: 'stop'; id: number }
  /** Unloads the model and deletes every byte of it: `removed`. */
  | { type: 'remove'; id: number; modelId: string };

/** How the device ran a generation, for the speed the page tells (browser-model/device-speed.ts). */
export interface GenerationTimings {
  promptTokens: number;
  promptMs: number;
  completionTokens: number;
  completionMs: number;
}

/** Why a request failed: the page maps each to its error code. */
export type WorkerFailure = 'download' | 'load' | 'generate' | 'storage' | 'too_long';

export type FromWorker =
  | { type: 'stored'; id: number; bytes: number | null }
  | { type: 'progress'; id: number; loaded: number; total: number | undefined }
  | { type: 'loading'; id: number }
  | { type: 'ready'; id: number }
  | { type: 'delta'; id: number; text: string }
  | { type: 'done'; id: number; timings: GenerationTimings; stopped: boolean }
  | { type: 'removed'; id: number }
  | { type: 'failed'; id: number; reason: WorkerFailure; message: string };
