import type { QueryRequest } from '../../shared/api-contract';
import { toErrorCode } from '../../shared/config/error-messages';
import type { ErrorCode } from '../../shared/config/error-table';
import type { RateLimits } from '../../shared/rate-limit-headers';

/*
 * What a transport is: how one reply is asked for and streamed back. The server's route is one
 * (reply/fetch-reply.ts); the model in the browser is another (browser-model/). The reply path is
 * given them (reply/page-replies.ts) and picks one by the request's provider.
 */

/**
 * Why a reply has not begun, as the transport reports it (DESIGN.md, No key needed): the server's
 * own model being prepared or its queue; the browser's model waiting for the person's consent,
 * downloading, loading, being measured, or working through a prompt at the speed it measured.
 */
export type ReplyWait =
  | { kind: 'preparing'; percent: number }
  | { kind: 'queued'; ahead: number }
  | {
      kind: 'consent';
      model: string;
      bytes: number | undefined;
      /** The browser's own model, which the browser downloads: its size is the browser's to know. */
      builtIn: boolean;
      /** Set where the file does not fit in this browser's storage: only Cancel is offered. */
      room: { neededMb: number; freeMb: number } | null;
      answer: (download: boolean) => void;
    }
  | { kind: 'downloading'; model: string; percent: number }
  | { kind: 'loading'; model: string }
  | { kind: 'measuring'; model: string }
  | { kind: 'working'; wordsPerSecond: number; minutes: number | null; fasterOnServer: boolean };

export interface StreamReplyOptions {
  signal: AbortSignal;
  /** Called with each piece of the reply as it arrives. */
  onDelta: (text: string) => void;
  /** Called with the rate limits the reply reported, before its first piece (a long document paces by them). */
  onLimits?: (limits: RateLimits) => void;
  /** Called while the reply has not begun (ReplyWait), then with null at its first piece. */
  onWait?: (wait: ReplyWait | null) => void;
}

/** Asks for one reply; resolves when it is complete, rejects with a ReplyError (or the signal's reason). */
export type ReplyTransport = (request: QueryRequest, options: StreamReplyOptions) => Promise<void>;

/** Transports other than the server's route, by provider id, each loaded at its first use. */
export type TransportLoaders = Readonly<Record<string, () => Promise<ReplyTransport>>>;

/** A failed reply, with what the server (or the transport) said about it: its stable code, Retry-After. */
export class ReplyError extends Error {
  readonly status: number | undefined;
  readonly code: ErrorCode;
  readonly retryAfterSeconds: number | undefined;
  /** How far the server's own model is prepared, with `local_model_loading`. */
  readonly progress: number | undefined;

  /** `code` is what the wire said; one this build does not know is mapped by status. */
  constructor(message: string, details: { status?: number; code?: string; retryAfterSeconds?: number; progress?: number } = {}) {
    super(message);
    this.name = 'ReplyError';
    this.status = details.status;
    this.code = toErrorCode(details.code, details.status);
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.progress = details.progress;
  }
}
