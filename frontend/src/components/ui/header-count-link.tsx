import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

import { countBadge } from '@/lib/format';

import './header-count-link.css';

/**
 * HeaderCountLink is a round icon link of the header (the bell, the messages) with a count on its corner, none
 * at 0. label names the link and its count for screen readers; the badge itself is hidden from them.
 */
export function HeaderCountLink({
  to,
  icon: Icon,
  count,
  label,
}: {
  to: string;
  icon: LucideIcon;
  count: number;
  label: string;
}) {
  return (
    <NavLink to={to} className="header-count-link" aria-label={label}>
      <Icon size={24} aria-hidden="true" />
      {count > 0 && (
        <span className="header-count-link__badge" aria-hidden="true">
          {countBadge(count)}
        </span>
      )}
    </NavLink>
  );
}
