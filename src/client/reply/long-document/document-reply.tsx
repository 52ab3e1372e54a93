import { useStore } from 'zustand';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { OutputDisplay } from '../output-display';
import { StopButton } from '../reply-controls';
import { ReplySkeleton } from '../reply-skeleton';
import { useStopShortcut } from '../use-stop-shortcut';
import { resultOf } from './combine-view';
import { DocumentBody } from './document-body';
import { DOCUMENT_LABELS } from './document-labels';
import { DocumentProgress } from './document-progress';
import type { DocumentRun } from './document-run';
import { isWorking } from './document-view';
import './long-document.css';

/**
 * A long document in the reply area: its progress while it works, then the response time of the
 * whole; the output with every part's reply in order; Copy copies the whole document.
 */
export function DocumentReply({ run, modelName }: { run: DocumentRun; modelName: string }) {
  const view = useStore(run.store);
  const working = isWorking(view);
  useStopShortcut(working, run.stop);
  const text = resultOf(view);
  const combineFailed = view.combine?.status === 'failed' ? view.combine : undefined;
  return (
    <>
      <div className="reply-area__status">
        {working && (
          <>
            <DocumentProgress view={view} />
            <StopButton onStop={run.stop} />
          </>
        )}
        {view.timeToResponse !== null && (
          <p className="reply-area__time">
            <span role="status">{MESSAGES.responseTime(view.timeToResponse.toFixed(2))}</span>
            <span className="reply-area__model">{REPLY_LABELS.answeredBy(modelName)}</span>
          </p>
        )}
      </div>
      {working && text.trim() === '' ? (
        <ReplySkeleton />
      ) : (
        <OutputDisplay
          markdown={text}
          copyText={text}
          busy={working}
          body={<DocumentBody view={view} onRetryPart={run.retryPart} />}
          notice={
            <>
              {view.stopped && !working && <p role="status" className="output__notice output__notice--stopped">{DOCUMENT_LABELS.stopped}</p>}
              {combineFailed && (
                <div className="output__notice">
                  <div role="alert">
                    <p>{DOCUMENT_LABELS.combineFailed}</p>
                    {combineFailed.error?.reason && <p>{combineFailed.error.reason}</p>}
                  </div>
                  <button type="button" className="output__retry" onClick={run.retryFailed}>
                    {REPLY_LABELS.retry}
                  </button>
                </div>
              )}
            </>
          }
        />
      )}
    </>
  );
}
