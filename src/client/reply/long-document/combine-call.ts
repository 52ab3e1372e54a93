import { isWorking, type CallState, type DocumentState } from './document-state';
import { joinParts } from '../../lib/split-document';

/** The document's text as it stands: the combined result once it has begun, else the parts' replies joined. */
export function resultOf(state: DocumentState): string {
  if (state.combine && state.combine.response !== '') return state.combine.response;
  return joinParts(
    state.lead,
    state.parts,
    state.parts.map((part) => part.response),
  );
}

/** A combining run (itself a document) seen from the document it combines: one call. */
export function combiningAsCall(run: DocumentState): CallState {
  const response = resultOf(run);
  if (run.timeToResponse !== null) return { status: 'done', response };
  const calls: CallState[] = run.combine ? [...run.parts, run.combine] : run.parts;
  const failed = calls.find((call) => call.status === 'failed');
  if (isWorking(run)) {
    const waiting = calls.find((call) => call.status === 'waiting');
    const sending = calls.some((call) => call.status === 'sending');
    return waiting && !sending ? { status: 'waiting', response, waitUntil: waiting.waitUntil } : { status: 'sending', response };
  }
  if (failed) return { status: 'failed', response, error: failed.error };
  return { status: run.stopped ? 'stopped' : 'queued', response };
}
