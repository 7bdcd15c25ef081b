import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import './person-link.css';

/** PersonLink makes a person's name a link to their public card; without a user id it is plain text. */
export function PersonLink({ userId, children }: { userId?: number; children: ReactNode }) {
  if (!userId) return <>{children}</>;
  return (
    <Link className="person-link" to={paths.user.getHref(userId)}>
      {children}
    </Link>
  );
}
