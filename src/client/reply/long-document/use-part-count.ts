import { useDeferredValue, useMemo } from 'react';
import { documentPlan } from '../../../shared/document-plan';
import { goesInParts } from './document-controller';
import { splitDocument } from './split-document';

/** How many parts `text` will be sent in under `instruction` (1: one call); worked out behind typing. */
export function usePartCount(text: string, instruction: string): number {
  // Deferred: splitting 100,000 characters must never hold up a keystroke.
  const deferred = useDeferredValue(text);
  return useMemo(
    () => (goesInParts(deferred, instruction) ? splitDocument(deferred, documentPlan(instruction).partMaxChars).parts.length : 1),
    [deferred, instruction],
  );
}
