/** Where one call of a long document stands. */
export type CallStatus = 'queued' | 'sending' | 'waiting' | 'done' | 'failed' | 'stopped';

/** One call of a long document (a part, or the last call that combines the parts' replies). */
export interface CallState {
  status: CallStatus;
  /** Reply text received so far (all of it once done; what came before a failure or a stop). */
  response: string;
  /** Why it failed, for a person; whether sending it again may work; and whether the browser was offline. */
  error?: { reason: string | undefined; retryable: boolean; offline?: true };
  /** While waiting out a rate limit: when it sends again (the runner's clock, ms). */
  waitUntil?: number;
}

export interface PartState extends CallState {
  /** The part's text, as sent, and the whitespace after it in the original. */
  text: string;
  separator: string;
}

/** What the reply area shows for a long document. */
export interface DocumentState {
  lead: string;
  parts: PartState[];
  /** The last call of a one-result mode; null for modes that answer part by part. */
  combine: CallState | null;
  /** Seconds from the first send to the last reply, once the whole document is done. */
  timeToResponse: number | null;
  /** Stop was pressed: nothing more is sent. */
  stopped: boolean;
}

const settled = (call: CallState) => call.status === 'done';
export const isActive = (call: CallState) => call.status === 'queued' || call.status === 'sending' || call.status === 'waiting';

/** Whether anything of the document is still on its way. */
export function isWorking(view: DocumentState): boolean {
  return view.parts.some(isActive) || (view.combine !== null && isActive(view.combine));
}

/** Calls done and calls in all, the combining call counted as the last. */
export function progressOf(view: DocumentState): { done: number; total: number } {
  const calls: CallState[] = view.combine ? [...view.parts, view.combine] : view.parts;
  return { done: calls.filter(settled).length, total: calls.length };
}

/** The part the status line names: the first one not yet done (1-based), or the last. */
export function currentPart(view: DocumentState): number {
  const index = view.parts.findIndex((part) => part.status !== 'done');
  return index === -1 ? view.parts.length : index + 1;
}
