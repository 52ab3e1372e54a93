/** The page's web-vitals beacon (DESIGN.md, Operating at scale): path, names and limits both sides use. */
export const VITALS_PATH = '/api/vitals';
export const METRICS_PATH = '/metrics';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Largest value taken for each metric as web-vitals reports it (milliseconds; CLS is a unitless
 * score). Anything larger is not a real page load and the beacon is refused.
 */
export const VITAL_MAX_VALUE: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 20, FCP: 120_000, TTFB: 120_000 };

/** A beacon carries each metric at most once; past this size it is refused unread. */
export const VITALS_MAX_BODY_BYTES = 1024;
/** What a beacon over that size is told (not the query's message: it is not the person's text). */
export const VITALS_TOO_LARGE_MESSAGE = `The web-vitals beacon is too large: at most ${VITALS_MAX_BODY_BYTES} bytes.`;
/** Beacons one client address may send per minute (a page load sends one or two; several people may share an address). */
export const VITALS_PER_MINUTE = 60;
