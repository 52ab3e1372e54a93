/** Accessible names and visible words of the reply's changes view (DESIGN.md, Reply controls). */
export const CHANGES_LABELS = {
  acceptChange: (n: number) => `Accept change ${n}`,
  rejectChange: (n: number) => `Reject change ${n}`,
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  /** The comparison as one named group, so its keys and changes are found as one place. */
  region: 'Changes between your text and the reply',
  keysHint: 'Arrow keys move between changes, Home and End go to the first and last.',
  noChanges: 'The reply is the same as your text.',
  coarse: 'These texts differ too much to compare word by word in time, so whole sentences are compared.',
  failed: 'The comparison could not be made. The reply is unchanged under Reply.',
  summary: (total: number, accepted: number, rejected: number) =>
    `${total} ${total === 1 ? 'change' : 'changes'}: ${accepted} accepted, ${rejected} rejected, ${total - accepted - rejected} open`,
  decision: { accepted: 'accepted', rejected: 'rejected', open: 'open' },
  /** Said after each decision, with the change's number. */
  decided: (n: number, decision: 'accepted' | 'rejected') => `Change ${n} ${decision}.`,
  decidedAll: (decision: 'accepted' | 'rejected') => `Every change ${decision}.`,
  /** The change's group name: its number and where it stands. */
  changeName: (n: number, state: string) => `Change ${n}, ${state}`,
} as const;
