import { useId, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '../../../shared/config/messages';
import { choiceKey } from '../../state/compare-choice';
import { swapCompared } from '../../state/compare-edits';
import { findCatalogModel } from '../../state/model-catalog';
import { useModelStore } from '../../state/model-store';
import { showSuccess } from '../../ui/toast';
import type { ReplyController } from '../reply-controller';
import { selectShownReply } from '../reply-state';
import type { CompareLanes, Lane } from './compare-lanes';
import { COMPARE_LABELS } from './compare-labels';
import { compareSession } from './compare-session';
import { useStopAll } from './use-stop-all';
import './compare-view.css';

export interface CompareViewProps {
  /** One model's reply as the single reply shows it (status, output, versions, Regenerate). */
  renderReply: (controller: ReplyController, label: string) => ReactNode;
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
  const shown = useStore(lane.controller.store, (s) => {
    const { entry, failure } = selectShownReply(s);
    return failure ? 'failed' : entry?.isLoading ? 'streaming' : entry ? 'complete' : 'none';
  });

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
          // A streaming reply finishes first: the page's cache then has it, and the switch sends nothing.
          // Hidden meanwhile (out of the tab order and the accessibility tree), its place kept: the reply
          // under it does not move down as it ends.
          <button type="button" className="reply-area__action" onClick={switchModel} style={shown === 'streaming' ? { visibility: 'hidden' } : undefined}>
            {COMPARE_LABELS.useThisModel}
          </button>
        )}
      </header>
      {renderReply(lane.controller, COMPARE_LABELS.replyFrom(name))}
      {/* Said once, politely, when the reply is complete: not per token. */}
      <p role="status" className="visually-hidden">
        {shown === 'complete' ? COMPARE_LABELS.finished(name) : ''}
      </p>
    </article>
  );
}
