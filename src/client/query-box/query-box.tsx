import { ArrowUp, X } from '../ui/first-load-icons';
import { Suspense, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_DOCUMENT_CHARS, PART_TEXT_MAX_CHARS } from '../../shared/config/long-document';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { selectActiveTab } from '../state/tab-lookups';
import { takeHeldEnter } from '../lib/held-keys';
import { isSubmitEnter } from '../lib/key-matchers';
import { useTabStore } from '../state/tab-store';
import { lazyWhenLoaded } from '../ui/lazy-when-loaded';
import { useIsMobile } from '../ui/use-media-query';
import { useSubmissionStore } from '../state/submission-store';
import { ModeInstruction } from './mode-instruction';
import { fieldsAllowSubmit } from './field-gate';
import { QUERY_BOX_LABELS } from './query-box-labels';
import { useAutoResize } from './use-auto-resize';
import { useNoProvider } from './use-no-provider';
import { useLeaveGuard } from './use-leave-guard';
import { useQueryFocus } from './use-query-focus';
import './query-box.css';

// The field controls (and the field parser) load only once a mode's instruction may have a field.
const fieldControls = lazyWhenLoaded(() => import('./field-controls').then((m) => m.FieldControls));
/** Loads the field controls ahead of a mode that has fields; from then on they render at once. */
export const loadFieldControls = fieldControls.load;
// The parts a long text goes in: counted (with the splitter and the mode plans) once a text is long.
const partCount = lazyWhenLoaded(() => import('./part-count').then((m) => m.PartCount));
// Said only when the model list has come back empty, which is known after the first paint.
const noProviderNotice = lazyWhenLoaded(() => import('./no-provider-notice').then((m) => m.NoProviderNotice));

// What was typed into the prerendered shell's box before the page started, and whether it had the focus.
let early = { text: '', focused: false };

/**
 * Keeps what was typed into the prerendered query box under `root` before the page started, for
 * the page's own box to take over (it is hydrated, or rendered anew over the shell).
 */
export function keepTextTypedEarly(root: HTMLElement): void {
  const box = root.querySelector('textarea');
  if (box) early = { text: box.value, focused: document.activeElement === box };
}

function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/**
 * SPEC.md section 2, Query box. Only a submit sends (it goes to the submission store, which the
 * reply path reads); the typed text stays whatever happens.
 */
export function QueryBox() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const isMobile = useIsMobile();
  const instruction = useTabStore((state) => selectActiveTab(state)?.instruction ?? '');
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const hintId = useId();
  const noticeId = useId();
  useAutoResize(textareaRef, text);
  // Before the first paint: the text typed before the page started is the box's text from now on.
  // Not the state's first value: hydration must render the box as it was prerendered, empty.
  useLayoutEffect(() => {
    // Hydration leaves the box's value as typed, up to this commit: the box is hydrated after the
    // page around it (writing-page.tsx), or at once by a key or a paste on it, but text set with
    // no key (dictation, autofill) would otherwise show in the box and not be in its state.
    const typed = textareaRef.current?.value || early.text;
    if (typed !== '') setText(typed);
    if (early.focused) textareaRef.current?.focus();
    early = { text: '', focused: false };
    // An Enter pressed in it meanwhile sends that text: after this effect's render, which gives the
    // box the text, as the form's own submit.
    if (takeHeldEnter()) queueMicrotask(() => textareaRef.current?.form?.requestSubmit());
  }, []);

  useQueryFocus(textareaRef);
  useLeaveGuard(text.trim() !== '');

  // Up to MAX_DOCUMENT_CHARS goes, in parts past one call's limit; past it, nothing is sent and nothing is cut.
  const tooLong = text.length > MAX_DOCUMENT_CHARS;
  // The server said it has no provider: say so at once, and send nothing.
  const noProvider = useNoProvider();

  const submit = () => {
    if (noProvider) return;
    if (text.trim() === '') return;
    if (tooLong) {
      textareaRef.current?.focus(); // Refused: the notice under the box says why.
      return;
    }
    if (!fieldsAllowSubmit()) return; // A blank field: the field controls say so and take the focus.
    useSubmissionStore.getState().submit(text);
    if (isMobile) textareaRef.current?.blur();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitEnter(event.nativeEvent)) return;
    event.preventDefault();
    submit();
  };

  const clear = () => {
    const box = textareaRef.current;
    box?.focus();
    box?.select();
    // Deleting through the editing command keeps the box's own undo: Ctrl+Z brings the text back.
    // Where the command is unavailable, the text is cleared directly.
    if (!document.execCommand?.('delete')) setText('');
  };

  return (
    <form className="query-box" onSubmit={onSubmit}>
      {instruction.includes('{{') && (
        <Suspense fallback={null}>
          <fieldControls.Component />
        </Suspense>
      )}
      <div className="query-box__field">
        <textarea
          ref={textareaRef}
          className="query-box__input"
          aria-label={REPLY_LABELS.query}
          aria-describedby={`${hintId}${tooLong ? ` ${noticeId}` : ''}`}
          aria-invalid={tooLong || undefined}
          placeholder={isMobile || focused ? MESSAGES.placeholderMobile : MESSAGES.placeholderDesktop}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // An error about the text sent before is stale once the text changes.
            useSubmissionStore.getState().edited();
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {text.trim() !== '' && (
          <button type="button" className="query-box__button query-box__clear" aria-label={REPLY_LABELS.clear} onClick={clear}>
            <X aria-hidden="true" size={18} />
          </button>
        )}
        <button type="submit" className="query-box__button query-box__submit" aria-label={REPLY_LABELS.submit}>
          <ArrowUp aria-hidden="true" size={20} />
        </button>
      </div>
      <div className="query-box__meta" id={hintId}>
        {isMobile ? <ModeInstruction instruction={instruction} /> : <span>{MESSAGES.queryHint}</span>}
        <span className="query-box__count">
          {REPLY_LABELS.wordCount(countWords(text))}
          {/* Past the limit nothing is sent: the notice below says so, not a count of parts. */}
          {text.length > PART_TEXT_MAX_CHARS && (
            <Suspense fallback={null}>
              <partCount.Component text={text} instruction={instruction} shown={!tooLong} />
            </Suspense>
          )}
        </span>
      </div>
      {noProvider && (
        <Suspense fallback={null}>
          <noProviderNotice.Component />
        </Suspense>
      )}
      {tooLong && (
        <p id={noticeId} role="alert" className="query-box__notice">
          {QUERY_BOX_LABELS.tooLong(text.length)}
        </p>
      )}
    </form>
  );
}
