import type { Element } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import { sourceProps } from './source-marks';

// Only these become links: relative URLs and schemes such as javascript: or data: show as text.
export const SAFE_LINK = /^(https?:|mailto:|#|\/(?!\/))/i;

/** A link from the reply, opened in a new tab; one whose URL is not safe shows only its text. */
export function SafeLink({ node: _node, href, children, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: Element }) {
  return href && SAFE_LINK.test(href) ? (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span {...sourceProps(rest)}>{children}</span>
  );
}
