import { useDeferredValue, useEffect, useMemo } from 'react';
import { documentPlan } from '../../../shared/document-plan';
import { goesInParts } from './document-controller';
import { preloadDocument } from './load-document';
import { splitDocument } from './split-document';

/** How many parts `text` will be sent in under `instruction` (1: one call); worked out behind typing. */
export function usePartCount(text: string, instruction: string): number {
  // Deferred: splitting 100,000 characters must never hold up a keystroke.
  const deferred = useDeferredValue(text);
  const parts = useMemo(
    () => (goesInParts(deferred, instruction) ? splitDocument(deferred, documentPlan(instruction).partMaxChars).parts.length : 1),
    [deferred, instruction],
  );
  // A document is coming: fetch what sends and shows it now, not after the submit.
  useEffect(() => {
    if (parts > 1) preloadDocument();
  }, [parts]);
  return parts;
}
