import { useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { composePrompt } from '../../shared/compose-prompt';
import { useModelStore } from '../state/model-store';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { goesInParts, modePlan } from '../state/mode-plans';
import type { DocumentController } from './long-document';
import type { ReplyController } from './reply-controller';
import { cacheKey } from './reply-state';

/**
 * SPEC.md section 4, Query flow: after a submit, and whenever the active tab's instruction or the
 * model changes, the submitted text is composed with the instruction and shown (cached or sent),
 * after REQUEST_DEBOUNCE_MS so that a burst of changes sends once. A reply already cached shows at
 * once, in a layout effect: in the same frame as the tab or model change, since nothing is sent.
 * A text longer than one part of the mode goes to `documents` (DESIGN.md, Long documents).
 */
export function useReplyFlow(controller: ReplyController, documents: DocumentController): void {
  const instruction = useTabStore((state) => selectActiveTab(state)?.instruction ?? '');
  const modelId = useModelStore((state) => state.selectedModelId);
  const provider = useModelStore((state) => state.selectedProvider);
  const submittedText = useStore(controller.store, (state) => state.submittedText);
  const submitCount = useStore(controller.store, (state) => state.submitCount);

  useLayoutEffect(() => {
    if (submitCount === 0) return;
    if (goesInParts(submittedText, modePlan(instruction).partMaxChars)) {
      controller.show('', modelId, provider); // no single reply on show
      const timer = setTimeout(() => documents.show(submittedText, instruction, modelId, provider), REQUEST_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }
    documents.hide();
    const prompt = composePrompt(instruction, submittedText);
    if (controller.store.getState().entries[cacheKey(prompt, modelId, provider)]) {
      controller.show(prompt, modelId, provider);
      return;
    }
    const timer = setTimeout(() => controller.show(prompt, modelId, provider), REQUEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [controller, documents, instruction, modelId, provider, submittedText, submitCount]);
}
