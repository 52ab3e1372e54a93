import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

// Radix's popover (positioning, dismissal, focus handling) weighs about 22 KB gzip: too much for the
// first load's budget and not needed before the user opens a dropdown. The trigger stays here, so
// nothing on screen changes when the panel's code arrives.
const loadHeaderPanel = () => import('./header-panel');
const HeaderPanel = lazy(() => loadHeaderPanel().then((m) => ({ default: m.HeaderPanel })));

/** Fetches the panel's code after the first paint, so that a first click opens it at once. */
const preloadPanel = () => whenIdle(() => void loadHeaderPanel().catch(() => {}));

interface HeaderPopoverProps {
  /** The trigger's accessible name; also its hover tooltip, since the trigger shows only an icon. */
  label: string;
  icon: ReactNode;
  /** The visible title of the panel, which also names the panel. */
  title: string;
  /** Receives the title's id, so that a group inside can be named by it too. */
  children: (titleId: string) => ReactNode;
}

/** An icon button in the header that opens a titled panel under it. */
export function HeaderPopover({ label, icon, title, children }: HeaderPopoverProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Rendering the panel fetches its code, so it first renders at the first opening (by then the
  // idle-time preload has usually fetched it) and stays mounted afterwards, open or closed.
  const [mounted, setMounted] = useState(false);

  useEffect(preloadPanel, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setMounted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {icon}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <HeaderPanel id={panelId} titleId={titleId} open={open} onOpenChange={setOpen} triggerRef={triggerRef}>
            <h2 id={titleId} className="header-panel-title">
              {title}
            </h2>
            {children(titleId)}
          </HeaderPanel>
        </Suspense>
      )}
    </>
  );
}
