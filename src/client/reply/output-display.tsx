import { useCallback, useRef, type ReactNode } from 'react';
import { COLUMN_LAYOUTS, FONT_SIZES } from '../../shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { LazyMarkdown, PLAIN_MARKDOWN_CLASS } from '../markdown/lazy-markdown';
import { SOURCE_ATTRIBUTE_PREFIX } from '../markdown/source-attributes';
import { RadioToggle } from '../ui/radio-toggle';
import { useCopyFeedback } from '../ui/use-copy-feedback';
import { useOutputPrefs } from './output-prefs-store';
import { useCopyShortcut } from './use-copy-shortcut';
import './output-display.css';

/**
 * The rendered reply's HTML without the page's own controls (the code blocks' Copy buttons) and
 * marks (where each element came from in the markdown); none while the renderer is still loading
 * and the reply shows as plain text.
 */
function renderedHtml(body: HTMLElement): string | undefined {
  if (body.querySelector(`.${PLAIN_MARKDOWN_CLASS}`)) return undefined;
  const copy = body.cloneNode(true) as HTMLElement;
  for (const control of copy.querySelectorAll('button')) control.remove();
  for (const el of copy.querySelectorAll('*')) {
    for (const name of el.getAttributeNames()) if (name.startsWith(SOURCE_ATTRIBUTE_PREFIX)) el.removeAttribute(name);
  }
  return copy.innerHTML;
}

const FONT_SIZE_OPTIONS = FONT_SIZES.map((value) => {
  const label = REPLY_LABELS.fontSizes[value];
  return { value, label, short: label.charAt(0) };
});
const COLUMN_OPTIONS = COLUMN_LAYOUTS.map((value) => ({ value, label: REPLY_LABELS.columnLayouts[value] }));

/**
 * The reply region: its display controls, the markdown (plain text until the renderer has loaded)
 * and any notice under it. `copyText` is what Copy and Ctrl+C put on the clipboard. `viewToggle` (the
 * View radiogroup) leads the toolbar. `body`, when given, shows instead of rendering `markdown`
 * whole (a long document renders part by part; the changes view). With `plainCopy`, Copy gives
 * `copyText` as plain text only (the changes view's decided text has no rendering of its own).
 * `afterBody` shows right after the rendered reply's element (refine/ draws over it from there).
 */
export function OutputDisplay({
  markdown,
  copyText,
  busy,
  notice,
  viewToggle,
  body,
  plainCopy = false,
  label = REPLY_LABELS.reply,
  afterBody,
}: {
  markdown: string;
  /** A function when the text is only known when Copy copies (the changes view's decided text). */
  copyText: string | (() => string);
  busy: boolean;
  notice?: ReactNode;
  viewToggle?: ReactNode;
  body?: ReactNode;
  plainCopy?: boolean;
  /** The region's name: `Reply`, or with more words where several replies show (compare/). */
  label?: string;
  afterBody?: ReactNode;
}) {
  const { fontSize, setFontSize, columnLayout, setColumnLayout } = useOutputPrefs();
  const { copied, copy } = useCopyFeedback();

  const bodyRef = useRef<HTMLDivElement>(null);
  // The reply as rendered (for mail and documents) and as markdown (for code editors).
  const copyReply = useCallback(
    () => copy({ text: typeof copyText === 'function' ? copyText() : copyText, html: bodyRef.current && !plainCopy ? renderedHtml(bodyRef.current) : undefined }),
    [copy, copyText, plainCopy],
  );
  useCopyShortcut(copyReply);

  return (
    <section className="output" aria-label={label} aria-busy={busy}>
      {/* An error alone has nothing to size, lay out or copy. */}
      {markdown !== '' && (
        <div className="output__toolbar">
          {viewToggle && <div className="output__view">{viewToggle}</div>}
          <RadioToggle label={REPLY_LABELS.fontSize} options={FONT_SIZE_OPTIONS} value={fontSize} onChange={setFontSize} />
          <RadioToggle
            label={REPLY_LABELS.columns}
            className="output__columns-toggle"
            options={COLUMN_OPTIONS}
            value={columnLayout}
            onChange={setColumnLayout}
          />
          {/* Both words take the same cell, the one not meant hidden: `Copied` moves nothing (DESIGN.md, The second minute). */}
          <button type="button" className="output__copy" onClick={() => void copyReply()}>
            <span className="output__copy-word" aria-hidden={copied}>
              {REPLY_LABELS.copy}
            </span>
            <span className="output__copy-word" aria-hidden={!copied}>
              {MESSAGES.copied}
            </span>
          </button>
        </div>
      )}
      {(markdown !== '' || body !== undefined) && (
        <div ref={bodyRef} className={`output__body output__body--${fontSize} output__body--${columnLayout}`}>
          {body ?? <LazyMarkdown markdown={markdown} streaming={busy} />}
        </div>
      )}
      {afterBody}
      {notice}
    </section>
  );
}
