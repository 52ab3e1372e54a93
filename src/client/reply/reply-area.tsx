import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { whenIdle } from '../lib/when-idle';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { findCatalogModel } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { OutputDisplay, loadMarkdownView } from './output-display';
import type { ReplyController } from './reply-controller';
import { DocumentReply } from './long-document/document-reply';
import type { DocumentController } from './long-document/document-controller';
import { documentController, replyController } from './reply-store';
import { selectView } from './reply-state';
import { ReplySkeleton } from './reply-skeleton';
import { RetryButton } from './retry-button';
import { useReplyFlow } from './use-reply-flow';
import './reply-area.css';

/** SPEC.md section 2, items 5–7: the spinner, the response time, then the skeleton or the output. */
export function ReplyArea({ controller = replyController, documents = documentController }: { controller?: ReplyController; documents?: DocumentController }) {
  useReplyFlow(controller, documents);
  const documentRun = useStore(documents.store, (s) => s.active);
  const { entry, failure } = useStore(controller.store, useShallow(selectView));
  // The model's name as its provider lists it (any provider's, not only Groq's).
  const shown = documentRun ?? entry;
  const modelName = useModelStore((s) => (shown ? findCatalogModel(s.catalog, { provider: shown.provider, modelId: shown.modelId })?.name : undefined));

  // Fetch the markdown chunk once the page is idle, so the first reply rarely waits for it.
  useEffect(() => whenIdle(() => void loadMarkdownView().catch(() => {})), []);

  if (documentRun) {
    return (
      <div className="reply-area">
        <DocumentReply run={documentRun} modelName={modelName ?? documentRun.modelId} />
      </div>
    );
  }

  const isLoading = entry?.isLoading ?? false;
  const markdown = entry?.response ?? failure?.partial ?? '';
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
        <ReplySkeleton />
      ) : (
        (markdown !== '' || failure) && (
          <OutputDisplay
            markdown={markdown}
            copyText={markdown || errorLines.join('\n')}
            busy={isLoading}
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
