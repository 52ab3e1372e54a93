/** Settings' `Compare with` group (DESIGN.md, accessible names); loads with it, off the first paint. */
export const COMPARE_SETTINGS_LABELS = {
  compareWith: 'Compare with',
  compareFull: (most: number) => `At most ${most} models at once: uncheck one to compare another.`,
} as const;
