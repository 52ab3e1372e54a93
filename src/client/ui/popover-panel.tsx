import { Popover } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import './popover-panel.css';

export interface PopoverPanelProps {
  id: string;
  titleId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger lives in the first-load bundle; the panel is placed under it and returns focus to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  className?: string;
  /** Keeps focus off the trigger when the panel closes to open something else (a dialog). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Opening focuses the checked radio (a settings list) rather than the first control. */
  focusChecked?: boolean;
  children: ReactNode;
}

/**
 * The floating part of a header dropdown, loaded on demand while its trigger stays mounted in the
 * page (so nothing the person sees is replaced when this code arrives). Radix closes it on Escape,
 * on a click outside and when focus leaves it; a click on another header trigger counts as outside,
 * so only one header dropdown is open at a time.
 */
export function PopoverPanel({
  id,
  titleId,
  open,
  onOpenChange,
  triggerRef,
  className = 'header-panel',
  onCloseAutoFocus,
  focusChecked = true,
  children,
}: PopoverPanelProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);

  // Focus the chosen radio rather than the first one, as a radio group does when tabbed into.
  const focusCheckedInput = (event: Event) => {
    interactedOutside.current = false;
    if (!focusChecked) return;
    const checked = contentRef.current?.querySelector<HTMLInputElement>('input:checked');
    if (!checked) return;
    event.preventDefault();
    checked.focus();
  };

  // Back to the trigger on Escape; after a click elsewhere, focus stays where the user put it.
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (!interactedOutside.current) triggerRef.current?.focus();
  };

  const onInteractOutside = (event: CustomEvent<{ originalEvent: Event }>) => {
    // A press on the trigger is the trigger's own toggle, not a dismissal.
    if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
    else interactedOutside.current = true;
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef} />
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          id={id}
          className={className}
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={focusCheckedInput}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={onInteractOutside}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
