import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title' | 'children' | 'type'> {
  /** The accessible name, also shown as the tooltip since the button shows only an icon. */
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows only an icon, named (and titled) by its label. */
export function IconButton({ label, icon, className = 'icon-button', ref, ...rest }: IconButtonProps) {
  return (
    <button {...rest} ref={ref} type="button" className={className} aria-label={label} title={label}>
      {icon}
    </button>
  );
}
