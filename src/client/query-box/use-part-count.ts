import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PART_TEXT_MAX_CHARS } from '../../shared/config/long-document';
import { useSubmissionStore } from '../state/submission-store';
import { loadPartCounter } from './count-parts';
import { promptCharsOf } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';

type CountParts = (text: string, instruction: string, promptChars: number) => number;

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
  // The chosen model's longest prompt: the server's own model takes less than the server's limit.
  const promptChars = useModelStore((s) => promptCharsOf(s.catalog, { provider: s.selectedProvider, modelId: s.selectedModelId }));
  const parts = useMemo(() => (long && counter ? counter.count(deferred, instruction, promptChars) : 1), [long, counter, deferred, instruction, promptChars]);
  // A document is coming: the reply path fetches what sends and shows it now, not after the submit.
  useEffect(() => {
    useSubmissionStore.getState().setDraftInParts(parts > 1);
    return () => useSubmissionStore.getState().setDraftInParts(false);
  }, [parts]);
  return parts;
}
