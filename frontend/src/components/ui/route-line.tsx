import type { ReactNode } from 'react';

import './route-line.css';

/** RouteStop is one end of a route: the city, and optionally a street and a date under it. */
export interface RouteStop {
  /** label names the end for screen readers ("From", "To"). */
  label: string;
  place: string;
  street?: string;
  when?: ReactNode;
}

function Stop({ stop, end }: { stop: RouteStop; end: 'from' | 'to' }) {
  return (
    <li className={`route__stop route__stop--${end}`}>
      <span className="route__dot" aria-hidden="true" />
      <span className="sr-only">{stop.label}: </span>
      <span className="route__place">{stop.place}</span>
      {stop.street && <span className="route__street">{stop.street}</span>}
      {stop.when && <span className="route__when">{stop.when}</span>}
    </li>
  );
}

/** RouteLine draws a route as two dots joined by a line: where from above, where to below. */
export function RouteLine({ from, to, compact }: { from: RouteStop; to: RouteStop; compact?: boolean }) {
  return (
    <ol className={compact ? 'route route--compact' : 'route'}>
      <Stop stop={from} end="from" />
      <Stop stop={to} end="to" />
    </ol>
  );
}
