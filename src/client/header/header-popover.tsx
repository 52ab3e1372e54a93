import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { IconButton } from '../ui/icon-button';
import { usePopoverTrigger } from '../ui/use-popover-trigger';

// Radix's popover (positioning, dismissal, focus handling) weighs about 22 KB gzip: too much for the
// first load's budget and not needed before the user opens a dropdown. The trigger stays here, so
// nothing on screen changes when the panel's code arrives.
const loadPanel = () => import('../ui/popover-panel');
const PopoverPanel = lazy(() => loadPanel().then((m) => ({ default: m.PopoverPanel })));

interface HeaderPopoverProps {
  /** The trigger's accessible name; also its hover tooltip, since the trigger shows only an icon. */
  label: string;
  icon: ReactNode;
  /** The visible title of the panel, which also names the panel. */
  title: string;
  /** Receives the title's id, so that a group inside can be named by it too. */
  children: (titleId: string) => ReactNode;
  /** Code the children need, loaded with the panel's (at idle, or at the first press); stable. */
  load?: () => Promise<unknown>;
}

/** An icon button in the header that opens a titled panel under it. */
export function HeaderPopover({ label, icon, title, children, load }: HeaderPopoverProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const loadAll = useMemo(() => (load ? () => Promise.all([loadPanel(), load()]) : loadPanel), [load]);
  const { triggerRef, open, setOpen, mounted, triggerProps } = usePopoverTrigger(panelId, loadAll);


  return (
    <>
      <IconButton label={label} icon={icon} {...triggerProps} />
      {mounted && (
        <Suspense fallback={null}>
          <PopoverPanel id={panelId} titleId={titleId} open={open} onOpenChange={setOpen} triggerRef={triggerRef}>
            <h2 id={titleId} className="header-panel-title">
              {title}
            </h2>
            {children(titleId)}
          </PopoverPanel>
        </Suspense>
      )}
    </>
  );
}
