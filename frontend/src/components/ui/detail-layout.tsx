import type { ReactNode } from 'react';

import './detail-card.css';

interface DetailLayoutProps {
  head: ReactNode;
  /** side is what to do now and with whom: beside the rest from 1024px, kept in view; under the head on a phone. */
  side: ReactNode;
  main: ReactNode;
}

/**
 * DetailLayout is a parcel's or ride's screen: its head, then what to do now (side), then the rest (main), one
 * column on a phone; from 1024px the side stands beside the head and the rest, sticky, in the DOM order the phone
 * reads.
 */
export function DetailLayout({ head, side, main }: DetailLayoutProps) {
  return (
    <article className="detail-layout">
      <div className="detail-layout__head">{head}</div>
      <div className="detail-layout__side">{side}</div>
      <div className="detail-layout__main">{main}</div>
    </article>
  );
}

/** DetailStatus is the status at the top of the side column on a wide window (the head shows it on a phone). */
export function DetailStatus({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="detail-status">
      <span className="detail-status__label">{label}</span>
      {children}
    </p>
  );
}
