import type { ReactNode } from 'react';

import { Button } from './button';

interface JumpButtonProps {
  /** target is the id of the section the button takes the user to; it needs tabIndex={-1} to take the focus. */
  target: string;
  icon?: ReactNode;
  variant?: 'primary' | 'secondary';
  /** onJump runs first, e.g. to choose the tab the section should show. */
  onJump?: () => void;
  children: ReactNode;
}

/**
 * JumpButton takes the user to a section further down the same screen: it scrolls there and moves the focus
 * onto it, so keyboard and screen-reader users land where the sighted ones look.
 */
export function JumpButton({ target, icon, variant = 'primary', onJump, children }: JumpButtonProps) {
  const jump = () => {
    onJump?.();
    // After the state change of onJump has rendered.
    requestAnimationFrame(() => {
      const section = document.getElementById(target);
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      section?.focus({ preventScroll: true });
    });
  };
  return (
    <Button variant={variant} icon={icon} onClick={jump} aria-controls={target}>
      {children}
    </Button>
  );
}
