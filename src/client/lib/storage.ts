import { safeParse, type GenericSchema } from 'valibot';

/**
 * The one door to browser storage. Every read is defensive: a missing, corrupted or foreign value
 * falls back to the given default and never throws (storage may also be disabled or full).
 * Its schemas are valibot's, the page's one validation library (the API contract uses it too): these
 * reads run before the first paint, where valibot costs about 1 KB gzip and zod/mini about 4.5.
 */
export function readStored<T>(key: string, schema: GenericSchema<unknown, T>, fallback: T): T {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = raw; // Plain strings (e.g. a persona name written without JSON) are still accepted.
  }
  const result = safeParse(schema, parsed);
  return result.success ? result.output : fallback;
}

/** Reads the raw JSON value (or undefined), for stores that salvage the valid parts of a value. */
export function readStoredRaw(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page keeps working with in-memory state.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}
