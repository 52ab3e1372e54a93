import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * The state of a trigger that opens a lazily loaded popover panel. The panel is mounted (closed) as
 * soon as its code has loaded at idle, so that a press opens it at once and an Escape right after
 * closes it; a press before that mounts it. The trigger, in the first paint, is never replaced.
 */
export function usePopoverTrigger(panelId: string, loadPanel: () => Promise<unknown>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  // Mounted in a transition: in slices, while nothing else waits.
  useEffect(() => whenIdle(() => loadPanel().then(() => startTransition(() => setMounted(true)), () => {})), [loadPanel]);
  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: () => {
      setMounted(true);
      setOpen((wasOpen) => !wasOpen);
    },
  };
  return { triggerRef, open, setOpen, mounted, triggerProps };
}
