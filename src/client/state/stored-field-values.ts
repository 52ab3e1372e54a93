import { FIELD_NAME_MAX_LENGTH, FIELD_VALUE_MAX_LENGTH, FIELD_VALUES_STORED_MAX } from '../../shared/config/field-limits';

/**
 * A stored tab's `fieldValues`, read defensively (DESIGN.md, Fields in a mode's instruction): only
 * string values under names no longer than a field's are kept, each cut to FIELD_VALUE_MAX_LENGTH,
 * at most FIELD_VALUES_STORED_MAX of them; anything else (a list, a number, an object) is dropped.
 * Another name no field could have is harmless: values are only read by a parsed field's name.
 */
export function readFieldValues(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || !value || Array.isArray(value)) return undefined;
  const kept = Object.entries(value)
    // A name every object has (`__proto__`, `constructor`) is no field's: dropped before it can mislead a lookup.
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].length <= FIELD_NAME_MAX_LENGTH && !(entry[0] in {}))
    .slice(0, FIELD_VALUES_STORED_MAX)
    .map(([name, text]) => [name, text.slice(0, FIELD_VALUE_MAX_LENGTH)]);
  // fromEntries defines own properties: no name can reach a prototype.
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
