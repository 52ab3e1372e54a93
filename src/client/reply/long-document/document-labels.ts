/** Strings and accessible names of long documents (DESIGN.md, Accessible names). */
export const DOCUMENT_LABELS = {
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
