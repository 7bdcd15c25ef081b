import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

import './person-link.css';

/** OpenedFrom is the history state of a public card: the screen its link was on, for the card to lead back to. */
export interface OpenedFrom {
  openedFrom: { path: string; state?: unknown };
}

/**
 * PersonLink makes a person's name a link to their public card, which can lead back here (OpenedFrom); without a
 * user id it is plain text.
 */
export function PersonLink({ userId, children }: { userId?: number; children: ReactNode }) {
  const location = useLocation();
  if (!userId) return <>{children}</>;
  const state: OpenedFrom = { openedFrom: { path: location.pathname + location.search, state: location.state } };
  return (
    <Link className="person-link" to={paths.user.getHref(userId)} state={state}>
      {children}
    </Link>
  );
}
