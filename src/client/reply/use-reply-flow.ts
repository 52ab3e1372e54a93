import { useEffect } from 'react';
import { useStore } from 'zustand';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { composePrompt } from '../../shared/compose-prompt';
import { useModelStore } from '../state/model-store';
import { selectActiveTab } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { goesInParts, type DocumentController } from './long-document/document-controller';
import type { ReplyController } from './reply-controller';

/**
 * SPEC.md section 4, Query flow: after a submit, and whenever the active tab's instruction or the
 * model changes, the submitted text is composed with the instruction and shown (cached or sent),
 * after REQUEST_DEBOUNCE_MS so that a burst of changes sends once. A long text goes to `documents`.
 */
export function useReplyFlow(controller: ReplyController, documents: DocumentController): void {
  const instruction = useTabStore((state) => selectActiveTab(state)?.instruction ?? '');
  const modelId = useModelStore((state) => state.selectedModelId);
  const provider = useModelStore((state) => state.selectedProvider);
  const submittedText = useStore(controller.store, (state) => state.submittedText);
  const submitCount = useStore(controller.store, (state) => state.submitCount);

  useEffect(() => {
    if (submitCount === 0) return;
    const timer = setTimeout(() => {
      // A text longer than one part of this mode goes in parts (DESIGN.md, Long documents).
      if (goesInParts(submittedText, instruction)) {
        controller.show('', modelId, provider); // no single reply on show
        documents.show(submittedText, instruction, modelId, provider);
        return;
      }
      documents.hide();
      controller.show(composePrompt(instruction, submittedText), modelId, provider);
    }, REQUEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [controller, documents, instruction, modelId, provider, submittedText, submitCount]);
}
