import { FIELD_NAME_MAX_LENGTH, FIELD_VALUE_MAX_LENGTH, FIELD_VALUES_STORED_MAX } from '../../shared/config/field-limits';
import { isFieldNameSpelling } from '../../shared/field-name';

/**
 * A stored tab's `fieldValues`, read defensively (DESIGN.md, Fields in a mode's instruction): only
 * string values under names a field could have are kept, each cut to FIELD_VALUE_MAX_LENGTH, at most
 * FIELD_VALUES_STORED_MAX of them; anything else (a list, a number, `__proto__`) is dropped. Undefined
 * when nothing is left, so a tab without values is stored and read as one without the key.
 */
export function readFieldValues(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const kept = Object.entries(value)
    .filter((entry): entry is [string, string] => {
      const [name, text] = entry;
      return typeof text === 'string' && name.length <= FIELD_NAME_MAX_LENGTH && isFieldNameSpelling(name);
    })
    .slice(0, FIELD_VALUES_STORED_MAX)
    .map(([name, text]) => [name, text.slice(0, FIELD_VALUE_MAX_LENGTH)]);
  // fromEntries defines own properties: no name can reach a prototype.
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
