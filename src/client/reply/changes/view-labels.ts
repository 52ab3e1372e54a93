/**
 * The reply's `View` radiogroup (DESIGN.md, Reply controls). Apart from the changes view's other
 * words (changes-labels.ts): these show with every complete reply, the rest load with the view.
 */
export const VIEW_LABELS = {
  view: 'View',
  views: { reply: 'Reply', changes: 'Changes' },
  comparing: 'Comparing your text with the reply…',
} as const;
