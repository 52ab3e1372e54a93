import { memo } from 'react';
import { LazyMarkdown } from '../../markdown/lazy-markdown';
import { failureDetail } from '../failure-detail';
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
        {/* One line: which part, and its cause once (DESIGN.md, The second minute); the other parts stay. */}
        <p role="alert">{[DOCUMENT_LABELS.partFailed(index + 1), failureDetail(part.error?.reason, part.response !== '')].filter(Boolean).join(' ')}</p>
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
