import clsx from 'clsx';

import './spinner.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Spinner is a decorative busy indicator; give its container a status role and a label. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return <span className={clsx('spinner', `spinner--${size}`, className)} aria-hidden="true" />;
}
