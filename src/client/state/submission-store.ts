import { create } from 'zustand';

/**
 * What the person submitted, outside React: the query box writes it, the reply path
 * (reply/reply-engine.ts) reads it, whether or not the reply area is on the page. The text in the
 * box itself stays the box's own: typing alone changes nothing here but `edits`.
 */
export interface SubmissionState {
  /** The text of the last submit. */
  text: string;
  /** Bumped on every submit, so that submitting the same text again asks again. */
  count: number;
  /** Bumped on every edit of the text in the box: what was said about the text sent is stale. */
  edits: number;
  submit(text: string): void;
  edited(): void;
}

export const useSubmissionStore = create<SubmissionState>()((set) => ({
  text: '',
  count: 0,
  edits: 0,
  submit: (text) => set((state) => ({ text, count: state.count + 1 })),
  edited: () => set((state) => ({ edits: state.edits + 1 })),
}));
