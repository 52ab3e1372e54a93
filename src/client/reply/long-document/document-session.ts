import type { DocumentPlan } from '../../../shared/document-plan';
import type { ReplyRecords } from '../reply-controller';
import { abortableSleep } from './abortable-sleep';
import { startDocument, type DocumentRun, type DocumentRunDeps } from './document-run';
import { splitDocument } from '../../lib/split-document';
import { createTokenPacer, type TokenPacer } from './token-pacer';

/** What the page gives every document: the call, its clock and frames, and the reply cache. */
export interface DocumentSession extends Pick<DocumentRunDeps, 'streamReply' | 'now' | 'scheduleFlush'> {
  records: ReplyRecords;
  /** Tests give their own; else each document gets a fresh one. */
  pacer?: TokenPacer;
}

/** A long text to send under a mode. */
export interface DocumentRequest {
  text: string;
  instruction: string;
  modelId: string;
  provider: string;
  plan: DocumentPlan;
}

/** Splits the text as the mode's plan says and starts sending it. Loaded on demand (index.ts). */
export function startFromText(session: DocumentSession, { text, instruction, modelId, provider, plan }: DocumentRequest): DocumentRun {
  // Per document, not per page: a wait a hostile provider asks for must not hold back the next document.
  const { records, pacer = createTokenPacer(), ...calls } = session;
  const deps: DocumentRunDeps = { ...calls, sleep: abortableSleep, pacer, cache: records };
  return startDocument(deps, { ...splitDocument(text, plan.partMaxChars), instruction, modelId, provider, combine: plan.combine, partMaxChars: plan.partMaxChars });
}
