/**
 * The DOM attributes that say where a rendered element or text came from in the reply's markdown
 * (written by source-marks.ts, read by refine/ to map a selection back to the source). Their own
 * module: reading them loads nothing of the renderer.
 */
export const SOURCE_ATTRIBUTES = {
  start: 'data-source-start',
  end: 'data-source-end',
  text: 'data-source-text',
  whole: 'data-source-whole',
} as const;

/** What every source attribute's name starts with (a copy of the rendered HTML leaves them out). */
export const SOURCE_ATTRIBUTE_PREFIX = 'data-source-';
