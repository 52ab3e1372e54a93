import type { Element } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { useCopyFeedback } from '../ui/use-copy-feedback';
import { hastText } from './hast-text';
import { sourceProps } from './source-marks';

/**
 * A fenced code block with its own copy button, disabled while it reads "Copied!". The wrapper is
 * marked as the block is (source-marks.ts): a selection that reaches the button takes the block.
 */
export function CodeBlock({ node, children, ...rest }: ComponentPropsWithoutRef<'pre'> & { node?: Element }) {
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="code-block" {...sourceProps(rest)}>
      <button type="button" className="code-block__copy" disabled={copied} onClick={() => void copy(node ? hastText(node).replace(/\n$/, '') : '')}>
        {copied ? MESSAGES.codeCopied : REPLY_LABELS.copyCode}
      </button>
      {/* Focusable so that keyboard users can scroll a long line sideways. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre {...rest} tabIndex={0}>
        {children}
      </pre>
    </div>
  );
}
