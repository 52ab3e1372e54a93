import { useStore } from 'zustand';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { OutputDisplay } from '../output-display';
import { StopButton } from '../reply-controls';
import { ReplySkeleton } from '../reply-skeleton';
import { useStopShortcut } from '../use-stop-shortcut';
import { useWhenBackOnline } from '../use-offline-recovery';
import { useChangesMode } from '../changes';
import { resultOf } from './combine-call';
import { DocumentBody } from './document-body';
import { DOCUMENT_LABELS } from './document-labels';
import { DocumentProgress } from './document-progress';
import type { DocumentRun } from './document-run';
import { isWorking } from './document-state';
import './long-document.css';

const runIds = new WeakMap<DocumentRun, string>();
/** A name for each run, so that the changes view takes each document as a new reply. */
function idOf(run: DocumentRun): string {
  const id = runIds.get(run) ?? `document-${Math.random()}`;
  runIds.set(run, id);
  return id;
}

/**
 * A long document in the reply area: its progress while it works, then the response time of the
 * whole; the output with every part's reply in order, or the changes of the whole document; Copy
 * copies the whole document.
 */
export function DocumentReply({ run, original, modelName }: { run: DocumentRun; original: string; modelName: string }) {
  const state = useStore(run.store);
  const working = isWorking(state);
  useStopShortcut(working, run.stop);
  // A part that failed offline stops saying so once the connection is back, as a single reply does.
  useWhenBackOnline(run.backOnline);
  const text = resultOf(state);
  // The changes view compares the whole document once every part has its reply.
  const changes = useChangesMode(idOf(run), original, text, state.timeToResponse !== null);
  const combineFailed = state.combine?.status === 'failed' ? state.combine : undefined;
  return (
    <>
      <div className="reply-area__status">
        {working && (
          <>
            <DocumentProgress state={state} onSendNow={run.sendNow} />
            <StopButton onStop={run.stop} />
          </>
        )}
        {state.timeToResponse !== null && (
          <p className="reply-area__time">
            <span role="status">{MESSAGES.responseTime(state.timeToResponse.toFixed(2))}</span>
            <span className="reply-area__model">{REPLY_LABELS.answeredBy(modelName)}</span>
          </p>
        )}
      </div>
      {working && text.trim() === '' ? (
        <ReplySkeleton />
      ) : (
        <OutputDisplay
          markdown={text}
          copyText={changes.copyText ?? text}
          busy={working}
          viewToggle={changes.toggle}
          body={changes.body ?? <DocumentBody state={state} onRetryPart={run.retryPart} />}
          plainCopy={changes.body !== undefined}
          notice={
            <>
              {state.stopped && !working && <p role="status" className="output__notice output__notice--stopped">{DOCUMENT_LABELS.stopped}</p>}
              {combineFailed && (
                <div className="output__notice">
                  <p role="alert">{[DOCUMENT_LABELS.combineFailed, combineFailed.error?.reason].filter(Boolean).join(' ')}</p>
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
