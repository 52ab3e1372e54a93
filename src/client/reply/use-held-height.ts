import { useCallback, useRef, useState, type CSSProperties, type RefObject } from 'react';

export interface HeldHeight {
  /** The element whose height is held. */
  ref: RefObject<HTMLDivElement | null>;
  /** The style that holds it: while `key` is still the reply on show and `holding` (its call streams). */
  style: CSSProperties | undefined;
  /** Holds the element at its height now (call it before the reply is replaced). */
  hold: () => void;
}

/**
 * Keeps the page's scroll position while a reply is asked again (DESIGN.md, The second minute):
 * Regenerate empties the reply for its skeleton, which would shorten the page under a person who
 * had scrolled to its end and pull them to the top. The area keeps its height until the new reply
 * has streamed in (or another reply shows).
 */
export function useHeldHeight(key: string | null, holding: boolean): HeldHeight {
  const ref = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState<{ key: string | null; height: number } | null>(null);
  const hold = useCallback(() => {
    const height = ref.current?.getBoundingClientRect().height;
    setHeld(height === undefined ? null : { key, height });
  }, [key]);
  const style = held !== null && holding && held.key === key ? { minHeight: held.height } : undefined;
  return { ref, style, hold };
}
