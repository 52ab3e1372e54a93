/** Words shared by the tab and persona dialogs. */
export const DIALOG_LABELS = {
  cancel: 'Cancel',
  close: 'Close',
} as const;
