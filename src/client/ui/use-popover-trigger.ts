import { useRef, useState } from 'react';

/**
 * The state of a trigger that opens a lazily loaded popover panel: the panel first renders at the
 * first opening (which fetches its code, usually preloaded at idle) and stays mounted afterwards, so
 * the trigger, which is in the first paint, is never replaced.
 */
export function usePopoverTrigger(panelId: string) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
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
