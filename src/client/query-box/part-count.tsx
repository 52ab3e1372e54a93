import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { planText } from '../../shared/document-plan';
import type { PersonaTabs } from '../../shared/tab';
import { runAction } from '../lib/page-actions';
import { splitDocument } from '../lib/split-document';
import { promptCharsOf } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { loadPlanPresets } from '../state/text-plan';
import { QUERY_BOX_LABELS } from './query-box-labels';

/**
 * How many parts `text` will be sent in under `instruction` (1: one call), by the plan the reply
 * engine follows (state/text-plan.ts); undefined until the preset data that plan reads is there.
 * Worked out behind typing: splitting 100,000 characters must never hold up a keystroke.
 */
function usePartCount(text: string, instruction: string): number | undefined {
  const deferred = useDeferredValue(text);
  const [presets, setPresets] = useState<{ data: PersonaTabs | undefined }>();
  useEffect(() => {
    if (!presets) void loadPlanPresets().then((data) => setPresets({ data }));
  }, [presets]);
  // The chosen model's longest prompt: the server's own model takes less than the server's limit.
  const promptChars = useModelStore((s) => promptCharsOf(s.catalog, { provider: s.selectedProvider, modelId: s.selectedModelId }));
  return useMemo(() => {
    if (!presets) return undefined;
    const plan = planText(deferred, instruction, promptChars, presets.data);
    return plan.inParts ? splitDocument(deferred, plan.partMaxChars).parts.length : 1;
  }, [presets, deferred, instruction, promptChars]);
}

/**
 * After the word count, how many parts a long text will be sent in (nothing for one call, or
 * `shown` false past the limit, where nothing is sent). In a chunk of its own with the splitter,
 * loaded once a text is longer than the shortest part (query-box.tsx).
 */
export function PartCount({ text, instruction, shown }: { text: string; instruction: string; shown: boolean }) {
  const parts = usePartCount(text, instruction) ?? 1;
  // A document is coming: the reply path (once started) fetches what sends and shows it now, not after the submit.
  const inParts = parts > 1;
  useEffect(() => {
    if (inParts) runAction('prepareLongDocument', true);
  }, [inParts]);
  return shown && inParts ? `, ${QUERY_BOX_LABELS.sentInParts(parts)}` : null;
}
