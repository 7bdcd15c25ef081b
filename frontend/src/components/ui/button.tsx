import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

import { Spinner } from './spinner';

import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: Variant;
  block?: boolean;
  icon?: ReactNode;
}

const classes = ({ variant = 'primary', block }: StyleProps, extra?: string) =>
  clsx('btn', `btn--${variant}`, block && 'btn--block', extra);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & { loading?: boolean; ref?: Ref<HTMLButtonElement> };

/** Button is the one button style; `loading` keeps its name, disables it and shows a spinner. */
export function Button({ variant, block, icon, loading, disabled, className, children, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes({ variant, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** ButtonLink is a router link that looks like a Button. */
export function ButtonLink({ variant, block, icon, className, children, ...rest }: LinkProps & StyleProps) {
  return (
    <Link className={classes({ variant, block }, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
