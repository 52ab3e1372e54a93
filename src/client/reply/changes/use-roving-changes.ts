import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * Roving focus over the changes: only the current change's buttons are in the tab order; the
 * arrow keys move to the previous or next change (onto the same button), Home and End to the first
 * and last. `ensureMounted` mounts the change first when it is further than the view has drawn.
 */
export function useRovingChanges(total: number, ensureMounted: (index: number) => void) {
  const [active, setActive] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef<{ index: number; action: string } | null>(null);

  const focusPending = useCallback(() => {
    const want = pending.current;
    const button = want && container.current?.querySelector<HTMLElement>(`[data-change="${want.index}"] [data-action="${want.action}"]`);
    if (!button) return;
    pending.current = null;
    button.focus();
  }, []);

  useEffect(focusPending);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    const button = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-action]') : null;
    const change = button?.closest<HTMLElement>('[data-change]');
    if (!step || !button || !change || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const index = step(Number(change.dataset.change), total - 1);
    pending.current = { index, action: button.dataset.action ?? '' };
    setActive(index);
    ensureMounted(index);
    focusPending();
  };

  return { active, setActive, container, onKeyDown };
}
