import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PART_TEXT_MAX_CHARS } from '../../shared/config/long-document';
import { useSubmissionStore } from '../state/submission-store';
import { loadPartCounter } from './count-parts';

type CountParts = (text: string, instruction: string) => number;

/**
 * How many parts `text` will be sent in under `instruction` (1: one call); worked out behind typing.
 * What it takes loads once a text is longer than the shortest part: until then it is one call.
 */
export function usePartCount(text: string, instruction: string): number {
  // Deferred: splitting 100,000 characters must never hold up a keystroke.
  const deferred = useDeferredValue(text);
  const long = deferred.length > PART_TEXT_MAX_CHARS;
  const [counter, setCounter] = useState<{ count: CountParts }>();
  useEffect(() => {
    if (long && !counter) loadPartCounter().then((count) => setCounter({ count }), () => {});
  }, [long, counter]);
  const parts = useMemo(() => (long && counter ? counter.count(deferred, instruction) : 1), [long, counter, deferred, instruction]);
  // A document is coming: the reply path fetches what sends and shows it now, not after the submit.
  useEffect(() => {
    useSubmissionStore.getState().setDraftInParts(parts > 1);
    return () => useSubmissionStore.getState().setDraftInParts(false);
  }, [parts]);
  return parts;
}
