import type { ReactNode } from 'react';

import './empty-state.css';

/**
 * EmptyState stands in for a list with nothing in it yet, with a call to action; children add to the same card
 * what else the empty list offers (e.g. to be told when something comes), so it never takes a second card.
 */
export function EmptyState({
  icon,
  title,
  text,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <div className="icon-circle empty-state__icon">{icon}</div>
      <h2 className="empty-state__title">{title}</h2>
      <p className="empty-state__text">{text}</p>
      {action}
      {children}
    </div>
  );
}
