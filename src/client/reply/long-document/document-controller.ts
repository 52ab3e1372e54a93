import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DocumentPlan } from '../../../shared/document-plan';
import type { DocumentRun } from './document-run';
import type { DocumentRequest } from './document-session';
import { isWorking } from './document-state';

export interface DocumentControllerState {
  /** The long document on show, or null when the reply area shows a single reply. */
  active: DocumentRun | null;
}

export type StartDocument = (request: DocumentRequest) => DocumentRun;

export interface DocumentController {
  store: StoreApi<DocumentControllerState>;
  /** Shows the document for (text, mode, model): the run already made for it, or a new one, split as `plan` says (reply-plan.ts). */
  show(text: string, instruction: string, modelId: string, provider: string, plan: DocumentPlan): void;
  /** A single reply is on show: a document still sending is stopped. */
  hide(): void;
  /** Stop on the document on show. */
  stop(): void;
}

/**
 * Keeps one run per (text, mode, model) for the page's life, as the reply cache keeps replies:
 * coming back to a document shows it as it stands. A stopped run is started again (its parts'
 * cached replies send nothing). Only the document on show sends: leaving one stops it.
 */
export function createDocumentController(loadStart: () => Promise<StartDocument>): DocumentController {
  const store = createStore<DocumentControllerState>(() => ({ active: null }));
  const runs = new Map<string, DocumentRun>();
  // Bumped by every show and hide: a runner that loads after the person moved on starts nothing.
  let shows = 0;

  const leave = (next: DocumentRun | null) => {
    const current = store.getState().active;
    if (current && current !== next && isWorking(current.store.getState())) current.stop();
    store.setState({ active: next });
  };

  return {
    store,
    show(text, instruction, modelId, provider, plan) {
      const key = JSON.stringify([provider, modelId, instruction, text]);
      const shown = ++shows;
      const existing = runs.get(key);
      if (existing && !existing.store.getState().stopped) return leave(existing);
      // Leave first, so the old run's aborted parts are not cached as the new one starts.
      leave(null);
      void loadStart().then((start) => {
        if (shown !== shows) return;
        const run = start({ text, instruction, modelId, provider, plan });
        runs.set(key, run);
        leave(run);
      });
    },
    hide() {
      shows += 1;
      leave(null);
    },
    stop() {
      store.getState().active?.stop();
    },
  };
}
