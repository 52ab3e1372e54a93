/** Settings' `Compare with` group (DESIGN.md, accessible names); loads with it, off the first paint. */
export const COMPARE_SETTINGS_LABELS = {
  compareWith: 'Compare with',
  filterToFind: 'Type part of a model name in the filter above to find models to compare.',
  compareFull: (most: number) => `At most ${most} models at once: uncheck one to compare another.`,
} as const;
