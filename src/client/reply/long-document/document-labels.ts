import { MAX_DOCUMENT_CHARS } from '../../../shared/config/long-document';

const number = (n: number) => n.toLocaleString('en-US');

/** Strings and accessible names of long documents (DESIGN.md, Accessible names). */
export const DOCUMENT_LABELS = {
  /** Under the query box, once the text goes in parts. */
  sentInParts: (parts: number) => `sent in ${parts} parts`,
  tooLong: (chars: number) =>
    `Too long to send: ${number(chars)} of ${number(MAX_DOCUMENT_CHARS)} characters. Your text is kept; shorten it, or send it in two halves.`,
  progress: 'Progress of the document',
  part: (index: number, total: number) => `Part ${index} of ${total}`,
  combining: 'Combining the parts into one result',
  waiting: (seconds: number) => `waiting ${seconds} s for the rate limit`,
  /** Cuts a rate-limit wait short. */
  sendNow: 'Send now',
  stopped: 'Stopped: the parts not yet received were not sent. Submit again to send the rest.',
  partFailed: (index: number) => `Part ${index} could not be sent.`,
  combineFailed: 'The parts could not be combined into one result.',
  retryPart: (index: number) => `Retry part ${index}`,
} as const;
