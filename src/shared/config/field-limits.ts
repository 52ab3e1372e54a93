/**
 * The limits of fields (DESIGN.md, Fields in a mode's instruction) that the stored tab state is read
 * with before the first paint; the rest of the fields' config (config/mode-fields.ts) loads with the
 * field controls.
 */
export const FIELD_NAME_MAX_LENGTH = 30;
/** Longest value a free field takes (the composed prompt keeps its own limit on top). */
export const FIELD_VALUE_MAX_LENGTH = 500;
/**
 * Most values one stored tab keeps: its fields' values, and those of fields an earlier version of
 * its instruction had (kept by name, so a field taken out and put back finds its value again).
 */
export const FIELD_VALUES_STORED_MAX = 20;
