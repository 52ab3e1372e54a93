import { Suspense } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { loadBeforeFirstSubmit } from '../lib/before-first-submit';
import { lazyWhenLoaded } from '../ui/lazy-when-loaded';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { findCatalogModel } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { useSubmissionStore } from '../state/submission-store';
import { OutputDisplay } from './output-display';
import type { ReplyController, ReplyView } from './reply-controller';
import { documentReply, type DocumentController } from './long-document';
import { documentController, replyController } from './page-replies';
import { StopButton } from './reply-controls';
import { isInFlight, selectReplyStatus, selectShownReply, selectView } from './reply-state';
import { ReplySkeleton } from './reply-skeleton';
import { useChangesMode } from './changes';
import { compareView } from './compare';
import { useHeldHeight } from './use-held-height';
import { useStopShortcut } from './use-stop-shortcut';
import { failureDetail } from './failure-detail';
import { useOfflineRecovery } from './use-offline-recovery';
import './reply-area.css';

// The controls shown once there is a reply (reply-actions.tsx: one chunk) load before anyone can
// submit, as the markdown renderer does (lazy-reply-area.tsx). Each renders at once once loaded.
const later = () => import('./reply-actions');
const replyActions = lazyWhenLoaded(() => later().then((m) => m.ReplyActions));
const failureNotice = lazyWhenLoaded(() => later().then((m) => m.FailureNotice));
const refinePanel = lazyWhenLoaded(() => later().then((m) => m.RefinePanel));
const refineSelection = lazyWhenLoaded(() => later().then((m) => m.RefineSelection));
const waitNotice = lazyWhenLoaded(() => later().then((m) => m.WaitNotice));
export const loadLaterControls = () => Promise.all([replyActions.load(), failureNotice.load(), refinePanel.load(), refineSelection.load(), waitNotice.load()]);
loadBeforeFirstSubmit(() => loadLaterControls().catch(() => {}));
const ReplyActions = replyActions.Component;
const FailureNotice = failureNotice.Component;
const RefinePanel = refinePanel.Component;
const RefineSelection = refineSelection.Component;
const WaitNotice = waitNotice.Component;

const DocumentReply = documentReply.Component;
const CompareView = compareView.Component;

/**
 * SPEC.md section 2, items 5–7, for one reply or a long document (long-document/): the status
 * (spinner and Stop, or the response time), then the skeleton or the output. What it shows is
 * asked by the reply engine (reply-engine.ts), which runs whether or not this is mounted.
 */
export function ReplyArea({ controller = replyController, documents = documentController }: { controller?: ReplyController; documents?: DocumentController }) {
  const documentRun = useStore(documents.store, (s) => s.active);
  const submittedText = useSubmissionStore((state) => state.text);
  // The model's name as its provider lists it (any provider's, not only Groq's).
  const documentModel = useModelStore((s) => (documentRun ? findCatalogModel(s.catalog, documentRun)?.name : undefined));
  // Comparing models (DESIGN.md, Compare models): one article per model, its code loaded on demand.
  const comparing = useModelStore((s) => s.compareWith.length > 0);
  const renderReply = (view: ReplyView, label: string) => <SingleReply view={view} original={submittedText} label={label} />;

  useOfflineRecovery(controller);

  return (
    <div className="reply-area">
      {documentRun ? (
        <Suspense fallback={<ReplySkeleton />}>
          {comparing && <CompareView renderReply={renderReply} documentModel={documentModel ?? documentRun.modelId} />}
          <DocumentReply run={documentRun} original={submittedText} modelName={documentModel ?? documentRun.modelId} />
        </Suspense>
      ) : comparing ? (
        <Suspense fallback={<ReplySkeleton />}>
          <CompareView renderReply={renderReply} />
        </Suspense>
      ) : (
        <SingleReply view={controller} original={submittedText} />
      )}
    </div>
  );
}

/** One view's reply: its status, the output (or its changes), then Regenerate and its versions. */
function SingleReply({ view, original, label }: { view: ReplyView; original: string; label?: string }) {
  const status = useStore(view.store, (s) => selectReplyStatus(s, view.id));
  const { entry, failure, versions, shownIndex } = useStore(view.store, useShallow((s) => selectShownReply(s, view.id)));
  const shown = versions[shownIndex];
  const pair = failure ?? entry;
  const modelName = useModelStore((s) => (pair ? findCatalogModel(s.catalog, { provider: pair.provider, modelId: pair.modelId })?.name : undefined));
  const busy = isInFlight(status);
  const complete = status === 'complete' && shown !== undefined && pair !== undefined;
  // A compared model's article (it has a label) leaves Escape to the comparison, which stops them all.
  useStopShortcut(busy && label === undefined, view.stop);
  const activeKey = useStore(view.store, (s) => selectView(s, view.id).activeKey);
  const { ref: heldRef, style: heldStyle, hold } = useHeldHeight(activeKey, busy);
  const markdown = failure ? failure.partial : busy ? (entry?.response ?? '') : (shown?.response ?? '');
  // A new request (a submit, another mode or model, Regenerate) is a new reply for the changes view.
  const changes = useChangesMode(entry && String(entry.requestId), original, markdown, complete, busy);
  // SPEC.md's sentence, then its detail: the cause once (and that the reply was cut), no second 'try again'.
  // Refine is for a single complete reply, not one of several compared (DESIGN.md, Refine).
  const refinable = label === undefined && complete;
  const errorLines =
    status === 'failed' && failure ? [MESSAGES.fetchError, failureDetail(failure.reason, failure.partial !== '')].filter((line) => line !== undefined) : [];

  return (
    <div ref={heldRef} style={heldStyle}>
      <div className="reply-area__status">
        {busy && (
          <>
            <div className="reply-area__spinner" role="progressbar" aria-label={REPLY_LABELS.loading} />
            {entry?.wait && pair && <WaitNotice wait={entry.wait} modelName={modelName ?? pair.modelId} onCancel={view.stop} />}
            {/* While the browser's model downloads, its `Cancel download` is this Stop. */}
            {entry?.wait?.kind !== 'downloading' && <StopButton onStop={view.stop} />}
          </>
        )}
        {complete && (
          <p className="reply-area__time">
            {shown.timeToResponse !== null && <span role="status">{MESSAGES.responseTime(shown.timeToResponse.toFixed(2))}</span>}
            {/* Which model answered, beside SPEC.md's line rather than inside it. */}
            <span className="reply-area__model">{REPLY_LABELS.answeredBy(modelName ?? pair.modelId)}</span>
          </p>
        )}
      </div>
      {busy && markdown === '' ? (
        <ReplySkeleton />
      ) : (
        (markdown !== '' || failure) && (
          <OutputDisplay
            markdown={markdown}
            copyText={changes.copyText ?? (markdown || errorLines.join('\n'))}
            busy={busy}
            viewToggle={changes.toggle}
            body={changes.body}
            plainCopy={changes.body !== undefined}
            label={label}
            afterBody={
              refinable &&
              !changes.body && (
                <Suspense fallback={null}>
                  <RefineSelection markdown={shown.response} />
                </Suspense>
              )
            }
            notice={
              failure && (
                <Suspense fallback={null}>
                  <FailureNotice failure={failure} errorLines={errorLines} view={view} />
                </Suspense>
              )
            }
          />
        )
      )}
      {/* Under the reply, so that they appear without moving what is above them. */}
      {complete && (
        <Suspense fallback={null}>
          <ReplyActions
            index={shownIndex}
            count={versions.length}
            onShow={view.showVersion}
            onRegenerate={() => {
              hold();
              view.regenerate();
            }}
          />
          {refinable && <RefinePanel view={view} pair={pair} markdown={shown.response} onSend={hold} />}
        </Suspense>
      )}
    </div>
  );
}

