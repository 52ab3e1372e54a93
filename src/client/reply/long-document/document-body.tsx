import { memo } from 'react';
import { MESSAGES, REPLY_LABELS } from '../../../shared/config/messages';
import { LazyMarkdown } from '../../markdown/lazy-markdown';
import { DOCUMENT_LABELS } from './document-labels';
import type { DocumentState, PartState } from './document-state';

/** One part's reply, rendered on its own: a growing part re-parses only its own open block. */
const PartReply = memo(function PartReply({ response, streaming }: { response: string; streaming: boolean }) {
  if (response === '') return null;
  return (
    <div className="document-part">
      <LazyMarkdown markdown={response} streaming={streaming} />
    </div>
  );
});

function FailedPart({ part, index, onRetry }: { part: PartState; index: number; onRetry: (index: number) => void }) {
  return (
    <>
      {/* What arrived before the failure stays, above the notice that says it was cut. */}
      <PartReply response={part.response} streaming={false} />
      <div className="output__notice document-part__failed">
        <div role="alert">
          <p>{DOCUMENT_LABELS.partFailed(index + 1)}</p>
          {part.error?.reason && <p>{part.error.reason}</p>}
          {part.response !== '' && <p>{REPLY_LABELS.cutShort}</p>}
          <p>{MESSAGES.fetchError}</p>
        </div>
        {part.error?.retryable && (
          <button type="button" className="output__retry" onClick={() => onRetry(index)}>
            {DOCUMENT_LABELS.retryPart(index + 1)}
          </button>
        )}
      </div>
    </>
  );
}

/**
 * The document's replies in the order of its parts, each at its place as it arrives; a part that
 * failed shows its error and `Retry part <i>` there. A one-result mode shows its combined result
 * once that has begun to arrive.
 */
export function DocumentBody({ state, onRetryPart }: { state: DocumentState; onRetryPart: (index: number) => void }) {
  const { combine } = state;
  if (combine && combine.response !== '') return <PartReply response={combine.response} streaming={combine.status === 'sending'} />;
  return state.parts.map((part, index) =>
    part.status === 'failed' ? (
      <FailedPart key={index} part={part} index={index} onRetry={onRetryPart} />
    ) : (
      <PartReply key={index} response={part.response} streaming={part.status === 'sending'} />
    ),
  );
}
