import { useEffect, useId, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '../../../shared/config/messages';
import { registerShortcuts } from '../../lib/shortcut-registry';
import { choiceKey } from '../../state/compare-choice';
import { swapCompared } from '../../state/compare-edits';
import { findCatalogModel } from '../../state/model-catalog';
import { useModelStore } from '../../state/model-store';
import { showSuccess } from '../../ui/toast';
import type { ReplyView } from '../reply-controller';
import { isInFlight, selectReplyStatus } from '../reply-state';
import { isStopKey } from '../use-stop-shortcut';
import { compareSession, type CompareLanes, type Lane } from './compare-lanes';
import { COMPARE_LABELS } from './compare-labels';
import './compare-view.css';

export interface CompareViewProps {
  /** One model's reply as the single reply shows it (status, output, versions, Regenerate). */
  renderReply: (view: ReplyView, label: string) => ReactNode;
  /** Given when a long document is on show: only the notice that it went to this model alone. */
  documentModel?: string;
}

/**
 * The reply area while comparing (DESIGN.md, Compare models): one article per model, named by its
 * name, the selected model's first; side by side, one under the other at 680 px and less.
 */
export function CompareView({ renderReply, documentModel }: CompareViewProps) {
  const session = useStore(compareSession, (s) => s.lanes);
  if (documentModel !== undefined) return <p className="compare__notice">{COMPARE_LABELS.documentNotice(documentModel)}</p>;
  return session && <CompareArticles session={session} renderReply={renderReply} />;
}

const inFlight = (lane: Lane) => isInFlight(selectReplyStatus(lane.view.store.getState(), lane.view.id));

/**
 * Escape stops every article's call while any is under way (the single reply's Escape, for the
 * comparison). The articles register no Escape of their own: the registry keeps one handler a
 * shortcut, so theirs would replace this one, and one ending would leave no Escape at all.
 */
function useStopAll(lanes: readonly Lane[]): void {
  useEffect(
    () =>
      registerShortcuts({
        stopReply: {
          matches: (e) => isStopKey(e) && lanes.some(inFlight),
          run: () => {
            for (const lane of lanes) if (inFlight(lane)) lane.view.stop();
            return true;
          },
        },
      }),
    [lanes],
  );
}

function CompareArticles({ session, renderReply }: { session: CompareLanes; renderReply: CompareViewProps['renderReply'] }) {
  const lanes = useStore(session.store, (s) => s.lanes);
  useStopAll(lanes);
  return (
    <div className="compare">
      {lanes.map((lane) => (
        <CompareArticle key={choiceKey(lane.choice)} lane={lane} renderReply={renderReply} />
      ))}
    </div>
  );
}

function CompareArticle({ lane, renderReply }: { lane: Lane; renderReply: CompareViewProps['renderReply'] }) {
  const id = useId();
  const name = useModelStore((s) => findCatalogModel(s.catalog, lane.choice)?.name ?? lane.choice.modelId);
  const status = useStore(lane.view.store, (s) => selectReplyStatus(s, lane.view.id));
  const switchModel = () => {
    const { compareWith, selectedModelId, selectedProvider, selectModel } = useModelStore.getState();
    selectModel(lane.choice.modelId, lane.choice.provider, swapCompared(compareWith, lane.choice, { provider: selectedProvider, modelId: selectedModelId }));
    showSuccess(MESSAGES.modelChanged(name));
  };
  return (
    <article className="compare__article" aria-labelledby={id}>
      <header className="compare__head">
        <h2 id={id} className="compare__name">
          {name}
        </h2>
        {lane.selected ? (
          <span className="compare__selected">{COMPARE_LABELS.selected}</span>
        ) : (
          // A reply under way finishes first: the cache then has it, and the switch sends nothing.
          // Hidden meanwhile (out of the tab order and the accessibility tree), its place kept: the reply
          // under it does not move down as it ends.
          <button type="button" className="reply-area__action" onClick={switchModel} style={isInFlight(status) ? { visibility: 'hidden' } : undefined}>
            {COMPARE_LABELS.useThisModel}
          </button>
        )}
      </header>
      {renderReply(lane.view, COMPARE_LABELS.replyFrom(name))}
      {/* Said once, politely, when the reply is complete: not per token. */}
      <p role="status" className="visually-hidden">
        {status === 'complete' ? COMPARE_LABELS.finished(name) : ''}
      </p>
    </article>
  );
}
