import clsx from 'clsx';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

import './notice.css';

/** Notice is a tinted box that tells the user about their account's state, with an optional action. */
export function Notice({
  tone = 'warning',
  children,
  action,
}: {
  tone?: 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={clsx('notice', `notice--${tone}`)}>
      <Info size={20} aria-hidden="true" className="notice__icon" />
      <div className="notice__body">
        <p>{children}</p>
        {action}
      </div>
    </div>
  );
}
