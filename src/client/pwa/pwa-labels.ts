/** What the page says about its installed version (DESIGN.md, The page: installable, offline). */
export const PWA_LABELS = {
  updateReady: 'A new version of the page is ready.',
  reload: 'Reload',
} as const;
