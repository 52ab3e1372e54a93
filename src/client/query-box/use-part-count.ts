import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PART_TEXT_MAX_CHARS } from '../../shared/config/long-document';
import { documentPlan } from '../../shared/document-plan';
import type { splitDocument } from '../lib/split-document';
import { goesInParts, loadedPresets, loadModePlans } from '../state/mode-plans';
import { useSubmissionStore } from '../state/submission-store';
import { promptCharsOf } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';

/** The splitter, for counting the parts while a long text is typed. */
const loadSplitter = () => import('../lib/split-document').then((m) => m.splitDocument);

/**
 * How many parts `text` will be sent in under `instruction` (1: one call); worked out behind typing.
 * What it takes (the splitter, the preset data the mode plans read) loads once a text is long.
 */
export function usePartCount(text: string, instruction: string): number {
  // Deferred: splitting 100,000 characters must never hold up a keystroke.
  const deferred = useDeferredValue(text);
  const long = deferred.length > PART_TEXT_MAX_CHARS;
  const [presets, setPresets] = useState(loadedPresets);
  const [split, setSplit] = useState<{ run: typeof splitDocument }>();
  useEffect(() => {
    if (!long) return;
    if (!presets) loadModePlans().then(() => setPresets(loadedPresets()), () => {});
    if (!split) loadSplitter().then((run) => setSplit({ run }), () => {});
  }, [long, presets, split]);
  const promptChars = useModelStore((s) => promptCharsOf(s.catalog, { provider: s.selectedProvider, modelId: s.selectedModelId }));
  const { partMaxChars } = documentPlan(instruction, presets, promptChars);
  const parts = useMemo(
    () => (split && goesInParts(deferred, partMaxChars) ? split.run(deferred, partMaxChars).parts.length : 1),
    [deferred, partMaxChars, split],
  );
  // A document is coming: the reply path fetches what sends and shows it now, not after the submit.
  useEffect(() => useSubmissionStore.getState().setDraftInParts(parts > 1), [parts]);
  return parts;
}
