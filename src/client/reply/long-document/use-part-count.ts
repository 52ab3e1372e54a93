import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PART_TEXT_MAX_CHARS } from '../../../shared/config/long-document';
import { documentPlan } from '../../../shared/document-plan';
import { goesInParts } from './document-controller';
import { preloadDocument } from './load-document';
import { loadedPresets, loadModePlans } from './mode-plan';
import { splitDocument } from './split-document';

/** How many parts `text` will be sent in under `instruction` (1: one call); worked out behind typing. */
export function usePartCount(text: string, instruction: string): number {
  // Deferred: splitting 100,000 characters must never hold up a keystroke.
  const deferred = useDeferredValue(text);
  const long = deferred.length > PART_TEXT_MAX_CHARS;
  const [presets, setPresets] = useState(loadedPresets);
  useEffect(() => {
    if (long && !presets) loadModePlans().then(() => setPresets(loadedPresets()), () => {});
  }, [long, presets]);
  const { partMaxChars } = documentPlan(instruction, presets);
  const parts = useMemo(() => (goesInParts(deferred, partMaxChars) ? splitDocument(deferred, partMaxChars).parts.length : 1), [deferred, partMaxChars]);
  // A document is coming: fetch what sends and shows it now, not after the submit.
  useEffect(() => {
    if (parts > 1) preloadDocument();
  }, [parts]);
  return parts;
}
