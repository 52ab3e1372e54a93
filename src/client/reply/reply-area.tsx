import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { whenIdle } from '../lib/when-idle';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { findCatalogModel } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { OutputDisplay, loadMarkdownView } from './output-display';
import type { ReplyController } from './reply-controller';
import { replyController } from './reply-store';
import { selectView } from './reply-state';
import { RetryButton } from './retry-button';
import { useChangesMode } from './changes/use-changes-mode';
import { useReplyFlow } from './use-reply-flow';
import './reply-area.css';

/** SPEC.md section 2, items 5–7: the spinner, the response time, then the skeleton or the output. */
export function ReplyArea({ controller = replyController }: { controller?: ReplyController }) {
  useReplyFlow(controller);
  const { entry, failure } = useStore(controller.store, useShallow(selectView));
  // The model's name as its provider lists it (any provider's, not only Groq's).
  const modelName = useModelStore((s) => (entry ? findCatalogModel(s.catalog, { provider: entry.provider, modelId: entry.modelId })?.name : undefined));

  // Fetch the markdown chunk once the page is idle, so the first reply rarely waits for it.
  useEffect(() => whenIdle(() => void loadMarkdownView().catch(() => {})), []);

  const isLoading = entry?.isLoading ?? false;
  const markdown = entry?.response ?? failure?.partial ?? '';
  const submittedText = useStore(controller.store, (state) => state.submittedText);
  const changes = useChangesMode(entry && String(entry.requestId), submittedText, markdown, entry !== undefined && !isLoading);
  // The cause first, then (for a cut reply) that it was cut, then SPEC.md's sentence.
  const errorLines = failure
    ? [failure.reason, failure.partial !== '' ? REPLY_LABELS.cutShort : undefined, MESSAGES.fetchError].filter((line) => line !== undefined)
    : [];

  return (
    <div className="reply-area">
      <div className="reply-area__status">
        {isLoading && <div className="reply-area__spinner" role="progressbar" aria-label={REPLY_LABELS.loading} />}
        {entry && !entry.isLoading && entry.timeToResponse !== null && (
          <p className="reply-area__time">
            <span role="status">{MESSAGES.responseTime(entry.timeToResponse.toFixed(2))}</span>
            {/* Which model answered, beside SPEC.md's line rather than inside it. */}
            <span className="reply-area__model">{REPLY_LABELS.answeredBy(modelName ?? entry.modelId)}</span>
          </p>
        )}
      </div>
      {isLoading && markdown === '' ? (
        <div className="reply-area__skeleton" aria-hidden="true">
          <div />
          <div />
          <div />
        </div>
      ) : (
        (markdown !== '' || failure) && (
          <OutputDisplay
            markdown={markdown}
            copyText={changes.copyText ?? (markdown || errorLines.join('\n'))}
            busy={isLoading}
            view={changes.toggle}
            body={changes.body}
            notice={
              failure && (
                <div className="output__notice">
                  <div role="alert">
                    {errorLines.map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </div>
                  {failure.retryable && (
                    <RetryButton key={failure.key} waitSeconds={failure.retryAfterSeconds} onRetry={controller.retry} />
                  )}
                </div>
              )
            }
          />
        )
      )}
    </div>
  );
}
