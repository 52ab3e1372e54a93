import { useState, type FormEvent } from 'react';
import { LOCAL_MODEL_TEXT } from '../../shared/config/local-models';
import { BROWSER_MODEL_TEXT, toMegabytes } from '../../shared/config/browser-model';
import type { ReplyWait } from '../lib/reply-transport';
import { FormDialog } from '../ui/form-dialog';

export interface WaitNoticeProps {
  wait: ReplyWait;
  modelName: string;
  /** Stops the call: `Cancel download` is the Stop of a reply that is still downloading its model. */
  onCancel: () => void;
}

/**
 * What a reply that has not begun waits for (DESIGN.md, No key needed), as its transport reports
 * it: the server's model being prepared or its queue; the browser's model asking to be downloaded,
 * downloading, loading, being measured, or reading a prompt at the speed it measured.
 */
export function WaitNotice({ wait, modelName, onCancel }: WaitNoticeProps) {
  switch (wait.kind) {
    case 'preparing':
      return <Status text={LOCAL_MODEL_TEXT.preparing(modelName, wait.percent)} />;
    case 'queued':
      return <Status text={LOCAL_MODEL_TEXT.waiting(wait.ahead)} />;
    case 'consent':
      return <ConsentDialog wait={wait} />;
    case 'downloading':
      return (
        <div className="reply-area__download">
          <div
            role="progressbar"
            aria-label={BROWSER_MODEL_TEXT.downloading(wait.model)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={wait.percent}
            className="reply-area__download-bar"
          >
            <div style={{ width: `${wait.percent}%` }} />
          </div>
          <span className="reply-area__wait">
            {BROWSER_MODEL_TEXT.downloading(wait.model)}: {wait.percent}%
          </span>
          <button type="button" className="reply-area__action" onClick={onCancel}>
            {BROWSER_MODEL_TEXT.cancelDownload}
          </button>
        </div>
      );
    case 'loading':
      return <Status text={BROWSER_MODEL_TEXT.loading(wait.model)} />;
    case 'measuring':
      return <Status text={BROWSER_MODEL_TEXT.measuring(wait.model)} />;
    case 'working':
      return (
        <Status
          text={[
            BROWSER_MODEL_TEXT.speed(wait.wordsPerSecond),
            wait.minutes !== null && BROWSER_MODEL_TEXT.slow(wait.minutes),
            wait.minutes !== null && wait.fasterOnServer && BROWSER_MODEL_TEXT.fasterOnServer,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      );
  }
}

function Status({ text }: { text: string }) {
  return (
    <p role="status" className="reply-area__wait">
      {text}
    </p>
  );
}

/** `Download <name>?`: what is fetched, where it runs and where it is kept; Cancel sends nothing and keeps the text. */
function ConsentDialog({ wait }: { wait: Extract<ReplyWait, { kind: 'consent' }> }) {
  const [answered, setAnswered] = useState(false);
  if (answered) return null;
  const answer = (download: boolean) => {
    setAnswered(true);
    wait.answer(download);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    answer(true);
  };
  return (
    <FormDialog title={BROWSER_MODEL_TEXT.consentTitle(wait.model)} submitLabel={BROWSER_MODEL_TEXT.download} onSubmit={onSubmit} onClose={() => answer(false)} canSubmit={wait.room === null}>
      <p>{wait.builtIn ? BROWSER_MODEL_TEXT.builtInConsentBody : BROWSER_MODEL_TEXT.consentBody(wait.bytes === undefined ? undefined : toMegabytes(wait.bytes))}</p>
      {wait.room && <p role="alert">{BROWSER_MODEL_TEXT.noRoom(wait.room.neededMb, wait.room.freeMb)}</p>}
    </FormDialog>
  );
}
