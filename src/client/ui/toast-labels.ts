/** Words of the toasts' own buttons, shared by every feature that offers them (DESIGN.md, Accessible names). */
export const TOAST_LABELS = {
  /** Puts back what a removal took (a tab, a persona). */
  undo: 'Undo',
} as const;
