import { PERSONA_NAME_MAX_LENGTH } from './config/app-config';
import { RESERVED_PERSONA_NAMES } from './config/safety-limits';

/**
 * SPEC.md section 5: trim, lowercase, collapse repeated hyphens, keep only a-z, 0-9 and hyphen.
 * Dropping characters can bring hyphens together, so collapsing runs last. Cut at the maximum length.
 */
export function sanitiseName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, PERSONA_NAME_MAX_LENGTH);
}

/** Tab lookups by title compare this form: case-insensitive, whitespace-normalised. */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `api` and `assets` would put a persona's pages under the server's own paths (a reload would 404). */
export function isReservedPersonaName(name: string): boolean {
  return RESERVED_PERSONA_NAMES.includes(sanitiseName(name));
}
